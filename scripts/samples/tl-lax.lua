-- Runs the engine checker's driver (tools/tl-check.lua) in Teal's lax mode, the mode in which Teal reads a
-- `.lua` file: values of unknown type pass, but a member that a known engine type lacks, or a call with the
-- wrong number of arguments, is reported.
--   lua5.4 tl-lax.lua TL_CHECK_LUA TL_DIR SEARCH_PATH FILE.lua…   (same output as tl-check.lua)
local checker = table.remove(arg, 1)
package.path = arg[1] .. "/?.lua;" .. package.path
local tl = require("tl")
local check = tl.dora_check
tl.dora_check = function(input, filename, _, searchPath)
	return check(input, filename, true, searchPath)
end
dofile(checker)
