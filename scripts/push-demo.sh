#!/usr/bin/env bash
# Pushes the seeds' pizza delivery to a running Widgetry host the way a server pushes to iPhones: APNs' own
# requests (POST /3/device/{token}, apns-* headers, {"aps": …} bodies) — a push-to-start, three updates, an alert
# and an end. Watch the Dynamic Island and the Lock Screen on the host's page while it runs.
#
#   scripts/push-demo.sh [HOST_URL]        default http://127.0.0.1:8080 (what `widgets-demo serve` listens on)
#
# Environment: WIDGETRY_TOKEN (the host's --token, if it has one), PUSH_DEMO_DELAY (seconds between pushes, 3),
# PUSH_DEMO_TYPE (the attributes type, DeliveryAttributes).
set -euo pipefail

host="${1:-http://127.0.0.1:8080}"
host="${host%/}"
delay="${PUSH_DEMO_DELAY:-3}"
type="${PUSH_DEMO_TYPE:-DeliveryAttributes}"
auth=()
if [[ -n "${WIDGETRY_TOKEN:-}" ]]; then auth=(-H "Authorization: Bearer ${WIDGETRY_TOKEN}"); fi

for tool in curl python3; do
  command -v "$tool" >/dev/null || { echo "push-demo: '$tool' is needed (apt-get install $tool)" >&2; exit 1; }
done

# A JSON value from standard input: $1 is a Python expression over `d`, the parsed document.
json() { python3 -c "import json,sys; d=json.load(sys.stdin); v=$1; print('' if v is None else v)"; }

tokens=$(curl -sS --fail-with-body "${auth[@]}" "$host/api/push-tokens") || {
  echo "push-demo: could not read $host/api/push-tokens: is the host running (widgets-demo serve)?" >&2
  echo "$tokens" >&2
  exit 1
}
topic=$(json 'd["topic"]' <<<"$tokens")
start_token=$(json "next((t['token'] for t in d['pushToStart'] if t['attributesType'] == '$type'), None)" <<<"$tokens")
if [[ -z "$start_token" ]]; then
  echo "push-demo: the host has no push-to-start token for '$type'; its types: $(json "[t['attributesType'] for t in d['pushToStart']]" <<<"$tokens")" >&2
  exit 1
fi

# Seconds since 1970 (APNs' timestamps) and since 2001 (Swift's Date in Codable content states).
now() { python3 -c 'import time; print(int(time.time()))'; }
swift_date() { python3 -c "print($1 - 978307200)"; }

# push TOKEN BODY: one APNs request; prints APNs' answer and stops on a refusal.
push() {
  local answer status
  answer=$(curl -sS "${auth[@]}" -o /dev/stderr -w '%{http_code}' -X POST "$host/3/device/$1" \
    -H "apns-push-type: liveactivity" -H "apns-topic: $topic.push-type.liveactivity" -H "apns-priority: 10" \
    -H "apns-expiration: 0" -H "content-type: application/json" --data "$2" 2>&1) || true
  status="${answer: -3}"
  if [[ "$status" != "200" ]]; then
    echo "push-demo: the host refused the push ($status): ${answer%???}" >&2
    exit 1
  fi
}

state() { # state STEP DRIVER ETA_MINUTES
  local eta_start eta_end
  eta_start=$(swift_date "$(now)")
  eta_end=$(swift_date "$(($(now) + $3 * 60))")
  printf '{"driverName":"%s","estimatedDeliveryTime":[%s,%s],"currentStep":%s}' "$2" "$eta_start" "$eta_end" "$1"
}

echo "push-to-start → $type (token ${start_token:0:12}…)"
push "$start_token" "{\"aps\":{\"timestamp\":$(now),\"event\":\"start\",\"attributes-type\":\"$type\",\
\"attributes\":{\"orderNumber\":123,\"restaurantName\":\"Pizza Place\"},\"content-state\":$(state 0 Alex 30),\
\"relevance-score\":75,\"input-push-token\":1,\"alert\":{\"title\":\"Order placed\",\"body\":\"Pizza Place is preparing your order.\"}}}"

activity=$(curl -sS --fail-with-body "${auth[@]}" "$host/api/push-tokens")
token=$(json "[a['token'] for a in d['activities'] if a['attributesType'] == '$type'][-1]" <<<"$activity")
echo "the activity's own push token: ${token:0:12}…"

update() { # update STEP DRIVER ETA_MINUTES [ALERT_TITLE ALERT_BODY]
  local alert=""
  if [[ $# -ge 5 ]]; then alert=",\"alert\":{\"title\":\"$4\",\"body\":\"$5\",\"sound\":\"default\"}"; fi
  sleep "$delay"
  echo "update → step $1, $2, $3 min${4:+, alert \"$4\"}"
  push "$token" "{\"aps\":{\"timestamp\":$(now),\"event\":\"update\",\"content-state\":$(state "$1" "$2" "$3")$alert}}"
}

update 0 Alex 25
update 1 Alex 15
update 1 Sam 10
update 1 Sam 2 "Almost there" "Sam is around the corner."
sleep "$delay"
echo "end → delivered (on the Lock Screen for another minute)"
push "$token" "{\"aps\":{\"timestamp\":$(now),\"event\":\"end\",\"content-state\":$(state 2 Sam 0),\
\"dismissal-date\":$(($(now) + 60))}}"
echo "done: see $host/"
