#!/bin/bash
# prints busy% of all cores every 5 s
prev=($(head -1 /proc/stat)); 
while true; do sleep 5; cur=($(head -1 /proc/stat));
 idle=$(( (${cur[4]}+${cur[5]}) - (${prev[4]}+${prev[5]}) )); tot=0; for i in 1 2 3 4 5 6 7 8; do tot=$((tot + ${cur[$i]} - ${prev[$i]})); done
 echo "$(date +%T) $(( 100*(tot-idle)/tot ))"; prev=("${cur[@]}"); done
