/*
 * A compiled cell: immutable, reusable, safe to share between threads and executions.
 */
package dev.krait.python;

/** The result of {@link Python#compile}; start it with {@link Python#start}. */
public interface Program {
  /** The file name used in tracebacks, e.g. "&lt;cell&gt;". */
  String filename();
}
