/**
 * Krait's Python interpreter — the public API.
 *
 * <p>A host compiles a cell with {@link dev.krait.python.Python#compile} into an immutable
 * {@link dev.krait.python.Program}, starts it with {@link dev.krait.python.Python#start} and
 * drives the resulting {@link dev.krait.python.Execution}: {@code resume()} runs Python until the
 * cell ends or every task waits ({@link dev.krait.python.Step}); the only way out of the sandbox
 * is {@link dev.krait.python.ExternalHost}, whose calls may answer later through
 * {@code Execution.settle}. Limits ({@link dev.krait.python.ExecutionOptions}) are enforced by
 * the VM's resource meter. Everything outside this package is internal: see
 * {@code docs/architecture.md} for the map (lexer → parser → compiler → vm, over the object
 * model in {@code objects}, with {@code builtins} and {@code stdlib}).
 */
package dev.krait.python;
