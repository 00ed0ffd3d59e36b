#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench_lanarena: MATCHES consecutive LAN matches between two seabattle-arena processes over
# loopback (one --serve, one --connect, a new connection per match). Prints the time per match
# and fails unless every match ended with no protocol error on either side.
#   tests/benchmarks/lan_arena.sh ARENA [MATCHES] [RULES]
set -eu
arena=$1
matches=${2:-100}
rules=${3:-standard}
export SEABATTLE_DISCOVERY_ADDRESS=127.0.0.1 # loopback only, always
out=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$out"' EXIT

# A free loopback port: let the server pick from a range, retrying when one is busy.
port=$(( 47400 + $$ % 500 ))
for try in 1 2 3 4 5 6 7 8 9 10; do
    "$arena" --serve "$port" --address 127.0.0.1 --attacker hard --rules "$rules" --matches "$matches" >"$out/serve" 2>&1 &
    server=$!
    sleep 0.3
    if kill -0 "$server" 2>/dev/null; then break; fi
    port=$((port + 1))
done

start=$(date +%s%N)
"$arena" --connect "127.0.0.1:$port" --attacker medium --matches "$matches" >"$out/connect" 2>&1 || true
end=$(date +%s%N)
wait "$server" || true

served=$(grep -c 'protocol errors: none$' "$out/serve" || true)
joined=$(grep -c 'protocol errors: none$' "$out/connect" || true)
ms=$(( (end - start) / 1000000 ))
echo "lan arena: $matches matches ($rules, hard host vs medium guest) over 127.0.0.1 in $ms ms:" \
     "$(awk "BEGIN { printf \"%.2f\", $ms / $matches }") ms per match"
echo "clean matches: host $served/$matches, guest $joined/$matches"
if [ "$served" -ne "$matches" ] || [ "$joined" -ne "$matches" ]; then
    echo "--- host"; cat "$out/serve"; echo "--- guest"; cat "$out/connect"
    exit 1
fi
