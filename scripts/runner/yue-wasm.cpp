// The YueScript compiler's entry for the in-page runner and the sample check (our code, not the engine's): built to
// WebAssembly from the engine's YueScript sources by build-yue-wasm.sh, without macros (they need a Lua state
// inside the compiler). Each function returns "error\nLINE:COL: MESSAGE" when the code does not compile, else:
// yue_compile(code): "ok\n" and the Lua code;
// yue_check(code): "ok\n" and a line "LINE:COL: global NAME ACCESS" per global variable the code reads or writes
// (ACCESS: read, capture or write), as the engine's global-variable lint lists them.
#include "yuescript/yue_compiler.h"

#include <string>

static std::string result;

static yue::CompileInfo compile(const char* code, bool lint) {
	yue::YueConfig config;
	config.module = "main";
	config.lintGlobalVariable = lint;
	return yue::YueCompiler{}.compile(code, config);
}

static bool failed(const yue::CompileInfo& info) {
	if (!info.error) return false;
	result = "error\n" + std::to_string(info.error->line) + ":" + std::to_string(info.error->col) + ": " + info.error->msg;
	return true;
}

extern "C" const char* yue_compile(const char* code) {
	auto info = compile(code, false);
	if (!failed(info)) result = "ok\n" + info.codes;
	return result.c_str();
}

extern "C" const char* yue_check(const char* code) {
	auto info = compile(code, true);
	if (failed(info)) return result.c_str();
	const char* kinds[] = {"none", "read", "capture", "write"};
	result = "ok\n";
	for (const auto& g : info.globals ? *info.globals : yue::GlobalVars{}) {
		result += std::to_string(g.line) + ":" + std::to_string(g.col) + ": global " + g.name + " " + kinds[int(g.accessType)] + "\n";
	}
	return result.c_str();
}

extern "C" const char* yue_version() {
	static std::string version{yue::version};
	return version.c_str();
}
