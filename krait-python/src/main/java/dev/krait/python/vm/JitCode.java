/*
 * The base of every class JitCompiler generates: one per compiled code object, defined as a hidden
 * class (unloaded with the code object), its one method running a frame of that code.
 */
package dev.krait.python.vm;

import dev.krait.python.compiler.CodeObject;
import dev.krait.python.objects.PyObject;

/** Compiled code of one code object. */
@dev.krait.python.objects.NotWalked("compiled code of a CodeObject, shared by every execution; the frames reach the code")
abstract class JitCode {
  final CodeObject code;
  /** Per instruction index + 1, the frame's stack pointer before that instruction (for exceptions). */
  final int[] spAfter;
  /** Instructions where compiled code can be entered: 0 and the loop heads of backward jumps. */
  private final boolean[] entries;

  protected JitCode(CodeObject code, int[] spAfter, boolean[] entries) {
    this.code = code;
    this.spAfter = spAfter;
    this.entries = entries;
  }

  boolean entersAt(int ip) {
    return ip >= 0 && ip < entries.length && entries[ip];
  }

  /**
   * Runs frame f from instruction {@code entry} (0, or a loop head with f's stack as the loop
   * left it). Returns the frame's return value, or {@link Jit#DEOPT} with f saved for the
   * interpreter. Throws what the frame raised (after giving it its traceback entry).
   */
  abstract PyObject run(Vm vm, Frame f, int entry);

  /** Whether {@link #leaf} is generated (JitCompiler's leaf functions). */
  boolean hasLeaf;
  /** Times the leaf entry handed a call to the interpreter; past a bound it is no longer used. */
  int leafDeopts;

  /**
   * Runs a call of fn (this code) with its locals and value stack in JVM locals and no heap
   * frame: the arguments are a[first..first + argcount). Returns the result, or
   * {@link Jit#DEOPT} after materialising the frame (linked to the caller f, left on top of the
   * chain for the interpreter) at the first instruction whose fast path does not hold.
   */
  PyObject leaf(Vm vm, Frame f, dev.krait.python.objects.PyFunction fn, PyObject[] a, int first) {
    throw new IllegalStateException("no leaf entry");
  }
}
