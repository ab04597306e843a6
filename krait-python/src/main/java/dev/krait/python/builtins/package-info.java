/**
 * The {@code builtins} module: {@link dev.krait.python.builtins.Builtins#table()} is the
 * immutable table of builtin names (types, exception types, constants and functions) shared by
 * every execution; functions are grouped by topic (numbers, text, reduction, iteration, types,
 * attributes). Builtins that need the running frame or the host (print, exec, eval, globals,
 * locals, super, exit) live in {@code vm.VmBuiltins}; {@code open}, {@code input},
 * {@code compile} and {@code __import__} are deliberately absent.
 */
package dev.krait.python.builtins;
