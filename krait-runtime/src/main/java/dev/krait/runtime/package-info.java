/**
 * Krait's cell runtime: run a short Python program (a <em>cell</em>) written by a language model
 * against a Java host's tools, in-process, under hard limits.
 *
 * <p>The contract types: {@link dev.krait.runtime.CodeExecutor} (built from validated
 * {@link dev.krait.runtime.CellLimits}) runs a cell with a {@link dev.krait.runtime.ToolExecutor},
 * a {@link dev.krait.runtime.Cancellation} and a {@link dev.krait.runtime.CellContext} (outputs,
 * notifications, printed text, staged writes to a {@link dev.krait.runtime.CellStore}), and yields a
 * {@link dev.krait.runtime.CellOutcome}: a {@link dev.krait.runtime.CellResult} (success, or a
 * {@link dev.krait.runtime.CellDiagnostic}) or a {@link dev.krait.runtime.CellAbort}. Every admitted
 * tool call is recorded as a {@link dev.krait.runtime.ToolCall}. Tools fail with
 * {@link dev.krait.runtime.ToolException} carrying a {@link dev.krait.runtime.ToolError}.
 *
 * <p>Everything else is package-private or in {@code dev.krait.runtime.internal}.
 */
package dev.krait.runtime;
