#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The LAN suite: discovery and matches between "machines" that are network namespaces of this
# run's own, joined by virtual Ethernet links with private addresses and no default route, as
# two players' computers on a small offline network. Every process of a case runs inside a
# namespace; the machine's own interfaces are never touched. If any namespace or link cannot be
# made, the suite stops before anything is sent and says "skipped: <reason>" (exit 77).
#   tests/lan/netns_suite.sh ARENA PROBE PLAYER
# ARENA: seabattle-arena; PROBE: lan_discovery_probe; PLAYER: lan_player (tests/lan/*.cpp).
set -uo pipefail
readonly SKIP=77
arena=$1 probe=$2 player=$3
unset SEABATTLE_DISCOVERY_ADDRESS # as on a player's machine: beacons go to every network
export QT_QPA_PLATFORM=offscreen

skip() { echo "skipped: $*"; exit "$SKIP"; }
[[ $(id -u) == 0 ]] || skip "making network namespaces needs root"
command -v ip >/dev/null || skip "iproute2 (ip) is not installed"
[[ -d /proc/sys/net/ipv6 ]] || skip "this kernel has no IPv6"

run=seabattle-lan-$$- # unique to this run: namespaces seabattle-lan-<pid>-h…; links live inside them
out=$(mktemp -d)
# Namespaces of an earlier run that was killed outright (no trap runs on SIGKILL): named by this
# suite, for a process that is gone.
for ns in $(ip netns list 2>/dev/null | awk '{ print $1 }'); do
    if [[ $ns =~ ^seabattle-lan-([0-9]+)-[a-z]$ ]] && ! kill -0 "${BASH_REMATCH[1]}" 2>/dev/null; then
        ip netns del "$ns" 2>/dev/null
    fi
done
namespaces=()
# `ip netns add` turns /run/netns into a mount point of its own and leaves it so; a suite that
# found none leaves none (a chroot holding it could not be removed: scripts/fresh-check).
netns_mounted_before=0
mountpoint -q /run/netns 2>/dev/null && netns_mounted_before=1
cleanup() {
    local ns pid
    for ns in "${namespaces[@]}"; do
        for pid in $(ip netns pids "$ns" 2>/dev/null); do kill -9 "$pid" 2>/dev/null; done
        ip netns del "$ns" 2>/dev/null
    done
    if ((!netns_mounted_before)) && mountpoint -q /run/netns 2>/dev/null && [[ -z $(ls -A /run/netns 2>/dev/null) ]]; then
        umount /run/netns 2>/dev/null
    fi
    [[ -n ${SEABATTLE_LAN_KEEP:-} ]] && cp -r "$out" "$SEABATTLE_LAN_KEEP"
    rm -rf "$out"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

# --- Making the machines: any failure here stops the suite before anything is sent ------------
setup_failed() { skip "cannot make the test network: $*"; }

# new_machine NAME [ipv4only]: a namespace with loopback up; ipv4only turns IPv6 off in it.
new_machine() {
    local ns=$run$1
    ip netns add "$ns" 2>"$out/err" || setup_failed "ip netns add: $(cat "$out/err")"
    namespaces+=("$ns")
    if [[ ${2:-} == ipv4only ]]; then
        ip netns exec "$ns" sysctl -qw net.ipv6.conf.all.disable_ipv6=1 net.ipv6.conf.default.disable_ipv6=1 \
            2>"$out/err" || setup_failed "sysctl: $(cat "$out/err")"
    fi
    ip -n "$ns" link set lo up 2>"$out/err" || setup_failed "loopback: $(cat "$out/err")"
}

# link A IFA B IFB: a virtual Ethernet cable between two machines, made inside A (never in the
# machine's own namespace), its far end moved into B.
link() {
    ip -n "$run$1" link add "$2" type veth peer name "$4" netns "$run$3" 2>"$out/err" \
        || setup_failed "veth $1/$2-$3/$4: $(cat "$out/err")"
    ip -n "$run$1" link set "$2" up && ip -n "$run$3" link set "$4" up || setup_failed "link up $2/$4"
}

# address MACHINE IF ADDRESS/PREFIX
address() { ip -n "$run$1" addr add "$3" dev "$2" 2>"$out/err" || setup_failed "address $3: $(cat "$out/err")"; }

# inside MACHINE COMMAND...: runs a command inside a machine. A command left running in the
# background is started by `ip netns exec` itself, which becomes the command: $! is then the
# command's own id, and kill reaches it.
inside() { local ns=$run$1; shift; ip netns exec "$ns" "$@"; }

# Two players (IPv4 only): h hosts, g joins, on 10.77.0.0/24.
new_machine h ipv4only
new_machine g ipv4only
link h eth0 g eth0
address h eth0 10.77.0.1/24
address g eth0 10.77.0.2/24
# A host on two networks (IPv4 only): m, with p on its first link and q on its second.
new_machine m ipv4only
new_machine p ipv4only
new_machine q ipv4only
link m eth0 p eth0
link m eth1 q eth0
address m eth0 10.78.1.1/24
address p eth0 10.78.1.2/24
address m eth1 10.78.2.1/24
address q eth0 10.78.2.2/24
# Two machines on two networks at once, IPv4 and IPv6 on both: d hosts, e listens.
new_machine d
new_machine e
link d eth0 e eth0
link d eth1 e eth1
address d eth0 10.79.1.1/24
address e eth0 10.79.1.2/24
address d eth1 10.79.2.1/24
address e eth1 10.79.2.2/24
# An IPv6-only link: x hosts, y joins; link-local addresses only.
new_machine x
new_machine y
link x eth0 y eth0

for ns in "${namespaces[@]}"; do
    [[ -z $(ip -n "$ns" route show default) ]] || setup_failed "$ns has a default route"
done
# IPv6 link-local addresses are usable once duplicate address detection is over.
for try in $(seq 50); do
    [[ -z $(ip -n "${run}x" -6 addr show tentative; ip -n "${run}y" -6 addr show tentative;
            ip -n "${run}d" -6 addr show tentative; ip -n "${run}e" -6 addr show tentative) ]] && break
    sleep 0.1
done
[[ -n $(ip -n "${run}y" -6 addr show dev eth0 scope link) ]] || setup_failed "no IPv6 link-local address"

# --- The cases ------------------------------------------------------------------------------
failures=0
pass() { echo "PASS: $*"; }
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

# A game announced in one machine is heard in another within a few seconds.
case_discovery() {
    ip netns exec "${run}g" "$probe" listen 6 once >"$out/listen" 2>&1 &
    local listener=$!
    sleep 0.3 # listening before the first beacon: the time below is the first beacon's
    local start; start=$(now_ms)
    ip netns exec "${run}h" "$probe" announce Hanna 47300 8 >/dev/null &
    local beacon=$!
    wait "$listener"
    local took=$(( $(now_ms) - start ))
    kill "$beacon" 2>/dev/null; wait "$beacon" 2>/dev/null
    if grep -q '^game Hanna 10\.77\.0\.1:47300$' "$out/listen"; then
        pass "discovery without a default route: heard at 10.77.0.1:47300 $took ms after the host started announcing"
    else
        fail "discovery without a default route: nothing heard ($(tr '\n' ' ' <"$out/listen"))"
    fi
}

# A game that falls silent leaves the list.
case_silent() {
    ip netns exec "${run}g" "$probe" listen 9 >"$out/silent" 2>&1 &
    local listener=$!
    sleep 0.3
    inside h "$probe" announce Hanna 47300 2 >/dev/null
    local stopped; stopped=$(awk '$1 == "heard" { print $2 + 2000; exit }' "$out/silent")
    wait "$listener"
    local gone; gone=$(awk '$1 == "gone" { print $2; exit }' "$out/silent")
    if [[ -n $stopped && -n $gone ]] && ((gone - stopped >= 2000 && gone - stopped <= 5500)); then
        pass "a game fallen silent leaves the list about $((gone - stopped)) ms after the host stopped announcing"
    else
        fail "a game fallen silent: $(tr '\n' ' ' <"$out/silent")"
    fi
}

# The host on two networks is heard on each, with its address on that network.
case_multihomed() {
    ip netns exec "${run}m" "$probe" announce Mira 47300 8 >/dev/null &
    local beacon=$!
    ip netns exec "${run}p" "$probe" listen 6 once >"$out/p" 2>&1 &
    local first=$!
    inside q "$probe" listen 6 once >"$out/q" 2>&1
    wait "$first"
    kill "$beacon" 2>/dev/null; wait "$beacon" 2>/dev/null
    if grep -q '^game Mira 10\.78\.2\.1:47300$' "$out/q" && grep -q '^game Mira 10\.78\.1\.1:47300$' "$out/p"; then
        pass "multi-homed host: heard on its second link (10.78.2.1) and its first (10.78.1.1)"
    else
        fail "multi-homed host: second link: $(tr '\n' ' ' <"$out/q"); first link: $(tr '\n' ' ' <"$out/p")"
    fi
}

# Heard on two networks and over IPv4 and IPv6 on each: listed once, and still once after a while.
case_listed_once() {
    ip netns exec "${run}d" "$probe" announce Dora 47300 8 >/dev/null &
    local beacon=$!
    inside e "$probe" listen 4 >"$out/e" 2>&1
    kill "$beacon" 2>/dev/null; wait "$beacon" 2>/dev/null
    if grep -q '^games 1$' "$out/e" && grep -q '^game Dora ' "$out/e"; then
        pass "heard on four addresses, listed once: $(grep '^game ' "$out/e")"
    else
        fail "heard on four addresses: $(tr '\n' ' ' <"$out/e")"
    fi
}

# An IPv6-only link: heard by its link-local address, which the guest joins for a whole match.
case_ipv6_only() {
    ip netns exec "${run}y" "$probe" listen 6 once >"$out/y" 2>&1 &
    local listener=$!
    sleep 0.3
    local start; start=$(now_ms)
    ip netns exec "${run}x" "$probe" announce Xena 47300 8 >/dev/null &
    local beacon=$!
    wait "$listener"
    local took=$(( $(now_ms) - start ))
    kill "$beacon" 2>/dev/null; wait "$beacon" 2>/dev/null
    local where; where=$(sed -n 's/^game Xena \(\[fe80::.*%eth0\]:47300\)$/\1/p' "$out/y")
    if [[ -z $where ]]; then
        fail "IPv6-only link: no link-local address heard ($(tr '\n' ' ' <"$out/y"))"
        return
    fi
    ip netns exec "${run}x" timeout 60 "$arena" --serve 47300 --attacker hard --matches 1 >"$out/xs" 2>&1 &
    local server=$!
    sleep 0.3
    inside y timeout 60 "$arena" --connect "$where" --attacker medium >"$out/yc" 2>&1
    wait "$server"
    if grep -q 'protocol errors: none$' "$out/yc" && grep -q 'protocol errors: none$' "$out/xs" \
        && grep -q '(fleet-sunk)' "$out/yc"; then
        pass "IPv6-only link: heard at $where in $took ms, and a whole match played there"
    else
        fail "IPv6-only link at $where: guest: $(cat "$out/yc"); host: $(cat "$out/xs")"
    fi
}

# A whole match across the link, the arena on each side.
case_match() {
    ip netns exec "${run}h" timeout 60 "$arena" --serve 47300 --attacker hard --matches 1 >"$out/hs" 2>&1 &
    local server=$!
    sleep 0.3
    local start; start=$(now_ms)
    inside g timeout 60 "$arena" --connect 10.77.0.1:47300 --attacker medium >"$out/gc" 2>&1
    local took=$(( $(now_ms) - start ))
    wait "$server"
    # Played to its end (a fleet sunk on one side), and nobody accused of anything.
    if grep -q 'protocol errors: none$' "$out/gc" && grep -q 'protocol errors: none$' "$out/hs" \
        && grep -q '(fleet-sunk)' "$out/gc" && grep -q '(fleet-sunk)' "$out/hs"; then
        pass "a whole match across the link in $took ms: $(cat "$out/gc")"
    else
        fail "a whole match across the link: guest: $(cat "$out/gc"); host: $(cat "$out/hs")"
    fi
}

# paced_match NAME DOWN_SECONDS [player options]: a paced match whose link goes down after the
# 20th shot for DOWN_SECONDS; leaves the players' lines in $out/NAME.host and $out/NAME.guest and
# the moment the link came back (ms after the guest started) in $up_at.
paced_match() {
    local name=$1 down=$2
    shift 2
    ip netns exec "${run}h" timeout 120 "$player" host 47310 "$@" >"$out/$name.host" 2>&1 &
    local host=$!
    sleep 0.3
    local start; start=$(now_ms)
    ip netns exec "${run}g" timeout 120 "$player" join 10.77.0.1:47310 "$@" >"$out/$name.guest" 2>&1 &
    local guest=$!
    for try in $(seq 300); do
        grep -q ' shot 20$' "$out/$name.guest" 2>/dev/null && break
        sleep 0.05
    done
    ip -n "${run}h" link set eth0 down
    sleep "$down"
    ip -n "${run}h" link set eth0 up
    up_at=$(( $(now_ms) - start ))
    wait "$guest" "$host"
}

# The first shot after the link came back, in ms after it came back.
resumed_after() {
    awk -v up="$up_at" '$2 == "shot" && $1 >= up { print $1 - up; exit }' "$1"
}

# The link down for 3 s mid-match, the game's own time-outs: the match goes on, nothing lost.
case_outage() {
    paced_match outage 3 --pace 40
    local h g; h=$(tail -n 1 "$out/outage.host") g=$(tail -n 1 "$out/outage.guest")
    local shots_h shots_g; shots_h=$(grep -c ' shot ' "$out/outage.host") shots_g=$(grep -c ' shot ' "$out/outage.guest")
    local resumed; resumed=$(resumed_after "$out/outage.guest")
    if [[ $h =~ over\ (won|lost)\ \(fleet-sunk\).*errors\ none\ violation\ none && $g =~ over\ (won|lost)\ \(fleet-sunk\).*errors\ none\ violation\ none ]] \
        && [[ -n $resumed ]] && ((shots_h == shots_g)) \
        && [[ $(grep -c ' over won' "$out/outage.host" "$out/outage.guest" | awk -F: '{ s += $2 } END { print s }') == 1 ]]; then
        pass "link down 3 s mid-match: resumed $resumed ms after it came back, $shots_g shots on both sides, one winner"
    else
        fail "link down 3 s mid-match: host: $(tail -n 3 "$out/outage.host" | tr '\n' ' '); guest: $(tail -n 3 "$out/outage.guest" | tr '\n' ' ')"
    fi
}

# The link down for 3 s with a 1 s time-out: the peers part, the guest comes back, the match resumes.
case_reconnect() {
    paced_match reconnect 3 --pace 40 --timeout 1000 --grace 30000
    local h g; h=$(tail -n 1 "$out/reconnect.host") g=$(tail -n 1 "$out/reconnect.guest")
    local resumed; resumed=$(resumed_after "$out/reconnect.guest")
    if [[ $h =~ errors\ none\ violation\ none && $g =~ errors\ none\ violation\ none && $h =~ fleet-sunk && $g =~ fleet-sunk && -n $resumed ]] \
        && grep -q ' back$' "$out/reconnect.guest" && grep -q ' back$' "$out/reconnect.host"; then
        pass "link down 3 s, peers timed out (1 s): back and resumed $resumed ms after the link came back"
    else
        fail "link down 3 s with a 1 s time-out: host: $(grep -v ' shot ' "$out/reconnect.host" | tr '\n' ' '); guest: $(grep -v ' shot ' "$out/reconnect.guest" | tr '\n' ' ')"
    fi
}

# The link down beyond the grace: both sides end, saying why.
case_gone() {
    paced_match gone 6 --pace 40 --timeout 1000 --grace 2000
    local h g; h=$(grep -v ' shot ' "$out/gone.host" | tr '\n' ' ') g=$(grep -v ' shot ' "$out/gone.guest" | tr '\n' ' ')
    if [[ $h =~ lost\ timed-out.*over\ won\ \(disconnection\) && $g =~ lost\ timed-out.*over\ won\ \(disconnection\) ]]; then
        pass "link down beyond the grace: both sides end (peer timed out, win claimed by disconnection)"
    else
        fail "link down beyond the grace: host: $h; guest: $g"
    fi
}

# Joining a port where nothing listens: a clear message, at once.
case_nobody() {
    local start; start=$(now_ms)
    inside g timeout 20 "$arena" --connect 10.77.0.1:47399 --attacker medium >"$out/nobody" 2>&1
    local status=$? took=$(( $(now_ms) - start ))
    if ((status == 3 && took < 5000)) && grep -q 'connect-failed (Connection refused)' "$out/nobody"; then
        pass "joining where nothing listens: \"$(cat "$out/nobody")\" in $took ms"
    else
        fail "joining where nothing listens: status $status after $took ms: $(cat "$out/nobody")"
    fi
}

cases=${SEABATTLE_LAN_CASES:-discovery silent multihomed listed_once ipv6_only match outage reconnect gone nobody}
for c in $cases; do "case_$c"; done
if ((failures > 0)); then
    echo "$failures case(s) failed"
    exit 1
fi
echo "all cases passed"
