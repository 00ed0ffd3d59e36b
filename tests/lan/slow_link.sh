#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A whole LAN match through a slow, broken link (lan_relay: 300 ms ± 100 ms per chunk, 1-byte
# writes, a 6 s stall each way, under the 10 s time-out) between two seabattle-arena processes, on loopback only. Fails
# unless both sides finish the match with no protocol error and no violation.
#   tests/lan/slow_link.sh ARENA RELAY
set -euo pipefail
arena=$1 relay=$2
export SEABATTLE_DISCOVERY_ADDRESS=127.0.0.1 # loopback only, always
out=$(mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$out"' EXIT

port=$(( 47600 + $$ % 300 ))
for try in $(seq 10); do
    "$arena" --serve "$port" --address 127.0.0.1 --attacker hard --matches 1 >"$out/serve" 2>&1 &
    server=$!
    sleep 0.3
    if kill -0 "$server" 2>/dev/null; then break; fi
    port=$((port + 1))
done
pids+=("$server")
coproc RELAY { exec "$relay" "$port" 6000 2>"$out/relay"; }
pids+=("$RELAY_PID")
read -r word relay_port <&"${RELAY[0]}"
[[ $word == listening ]] || { echo "relay did not start"; exit 1; }

start=$(date +%s%N)
timeout 240 "$arena" --connect "127.0.0.1:$relay_port" --attacker hard >"$out/connect" 2>&1 || true
ms=$(( ($(date +%s%N) - start) / 1000000 ))
wait "$server" || true
echo "through the slow relay: guest: $(cat "$out/connect")"
echo "through the slow relay: host: $(cat "$out/serve")"
echo "match time through the slow relay: $ms ms ($(grep -c '^stall' "$out/relay") stalls of 6 s)"
[[ $(grep -c '^stall' "$out/relay") == 2 ]]
grep -q '^match 1: \(won\|lost\) (fleet-sunk), .*protocol errors: none$' "$out/connect"
grep -q '^match 1: \(won\|lost\) (fleet-sunk), .*protocol errors: none$' "$out/serve"
