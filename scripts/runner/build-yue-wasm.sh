#!/bin/sh
# Builds the YueScript compiler of the in-page runner and the sample check (yue.js with its yue.wasm) from the
# engine's YueScript sources (DORA_ROOT/Source/3rdParty/yuescript) and yue-wasm.cpp, with Emscripten
# (Debian: apt-get install -y emscripten).
# Usage: scripts/runner/build-yue-wasm.sh OUT_DIR     (about two minutes of CPU)
set -eu
# Debian's Emscripten runs its JavaScript tools with the system Node.js, which needs to be told where Debian keeps acorn.
export NODE_PATH="${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs"
here=$(cd "$(dirname "$0")" && pwd)
engine=$(cd "${DORA_ROOT:-$here/../../../shared/engine}" && pwd)
out=$1
mkdir -p "$out"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/inc" && ln -s "$engine/Source/3rdParty/yuescript" "$tmp/inc/yuescript"
flags="-std=c++17 -O1 -fexceptions -DYUE_NO_MACRO -DYUE_UTF8_IMPL -I$tmp/inc -I$engine/Source/3rdParty/Other"
for f in ast parser yue_ast yue_parser yue_compiler; do
  em++ $flags -c "$engine/Source/3rdParty/yuescript/$f.cpp" -o "$tmp/$f.o" &
done
wait
em++ $flags "$here/yue-wasm.cpp" "$tmp"/*.o -o "$out/yue.js" \
  -sMODULARIZE -sEXPORT_NAME=createYue -sENVIRONMENT=web,worker,node -sALLOW_MEMORY_GROWTH -sFILESYSTEM=0 \
  -sEXPORTED_FUNCTIONS=_yue_compile,_yue_check,_yue_version -sEXPORTED_RUNTIME_METHODS=ccall
echo "built $out/yue.js"
