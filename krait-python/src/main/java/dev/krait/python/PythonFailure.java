/*
 * An uncaught Python exception, rendered for the host as CPython would print it.
 */
package dev.krait.python;

/**
 * @param typeName the exception's class name, e.g. "ValueError"
 * @param message str() of the exception
 * @param traceback the full CPython-style report: "Traceback (most recent call last):", one
 *     {@code File "...", line N, in NAME} entry per frame with the source line, chained exceptions,
 *     and finally {@code ExcType: message}
 */
public record PythonFailure(String typeName, String message, String traceback) {
  /** The last line CPython prints: {@code ValueError: bad} or just {@code ValueError}. */
  public String lastLine() {
    return message.isEmpty() ? typeName : typeName + ": " + message;
  }
}
