// The YueScript compiler's entry for the in-page runner (our code, not the engine's): built to WebAssembly from
// the engine's YueScript sources by build-yue-wasm.sh, without macros (they need a Lua state inside the compiler).
// yue_compile(code) returns the Lua code prefixed with "ok\n", or "error\nLINE:COL: MESSAGE" when it does not compile.
#include "yuescript/yue_compiler.h"

#include <string>

static std::string result;

extern "C" const char* yue_compile(const char* code) {
	yue::YueConfig config;
	config.module = "main";
	auto info = yue::YueCompiler{}.compile(code, config);
	if (info.error) {
		result = "error\n" + std::to_string(info.error->line) + ":" + std::to_string(info.error->col) + ": " + info.error->msg;
	} else {
		result = "ok\n" + info.codes;
	}
	return result.c_str();
}

extern "C" const char* yue_version() {
	static std::string version{yue::version};
	return version.c_str();
}
