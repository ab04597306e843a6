/*
 * An activation record on the heap: fast locals, cells, the value stack, the block stack of
 * exception handlers, the instruction pointer, and the link to the frame below. Frames form
 * chains (a task is a chain); Python calls never recurse on the Java stack.
 */
package dev.krait.python.vm;

import dev.krait.python.compiler.CodeObject;
import dev.krait.python.objects.PyBaseException;
import dev.krait.python.objects.PyCell;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyFunction;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.ReferenceVisitor;
import dev.krait.python.objects.Referrer;

/** One executing (or suspended) code object. Internal to the VM. */
final class Frame implements Referrer {
  /** Not suspended. */
  static final byte RESUME_NONE = 0;
  /** Suspended at YIELD_VALUE: the sent value is pushed on resume. */
  static final byte RESUME_YIELD = 1;
  /** Suspended in SEND on a non-generator awaitable: SEND runs again with the sent value. */
  static final byte RESUME_SEND = 2;
  /** Suspended in a call that awaits in place (asyncio.run at top level): the awaited result is pushed. */
  static final byte RESUME_CALL_AWAIT = 3;

  final CodeObject code;
  final int[] instrs;
  /** Fast locals followed by the value stack (the same array as {@link #stack}). */
  final PyObject[] fast;
  final PyCell[] cells;
  final PyObject[] stack;
  int sp;
  int ip;
  int[] blockHandler;
  int[] blockLevel;
  int blockCount;
  final PyDict globals;
  final PyDict builtins;
  /** The locals mapping of module/class/exec frames (null for function frames). */
  PyObject locals;
  Frame back;
  /** The generator/coroutine whose root frame this is, or null. */
  PyGenerator generator;
  /** The exception being handled by an except/finally block of this frame, or null. */
  PyBaseException handled;
  byte resumeMode;
  /** For RESUME_CALL_AWAIT: the future whose result the call returns. */
  PyFuture awaiting;
  /** For an __init__ frame entered from a class call: the instance to push instead of None. */
  PyObject initSelf;
  /** The function being run (for super()); null for module/exec code. */
  PyFunction function;
  /** Run by compiled code that the interpreter (not another compiled frame) entered: see Jit.onThrow. */
  boolean jitEntry;

  Frame(CodeObject code, PyDict globals, PyDict builtins, PyObject locals) {
    this.code = code;
    this.instrs = code.code;
    // One array: fast locals at [0, nlocals), the value stack above them (sp starts at nlocals).
    int nlocals = code.varnames.length;
    this.fast = new PyObject[nlocals + code.maxStack];
    this.stack = fast;
    this.sp = nlocals;
    int ncells = code.cellvars.length + code.freevars.length;
    this.cells = ncells == 0 ? NO_CELLS : new PyCell[ncells];
    this.globals = globals;
    this.builtins = builtins;
    this.locals = locals;
    this.blockHandler = NO_BLOCKS;
    this.blockLevel = NO_BLOCKS;
  }

  /**
   * A function frame for the call fast path (code.simpleCall, so no cells of its own): field
   * stores only, so it stays small enough to inline into the loop.
   */
  Frame(CodeObject code, PyFunction fn, PyObject[] fast, PyCell[] cells) {
    this.code = code;
    this.instrs = code.code;
    this.fast = fast;
    this.stack = fast;
    this.sp = code.varnames.length;
    this.cells = cells;
    this.globals = fn.globals;
    this.builtins = fn.builtins;
    this.blockHandler = NO_BLOCKS;
    this.blockLevel = NO_BLOCKS;
    this.function = fn;
  }

  private static final int[] NO_BLOCKS = new int[0];

  static final PyCell[] NO_CELLS = new PyCell[0];

  void pushBlock(int handler, int level) {
    if (blockCount == blockHandler.length) {
      int n = Math.max(code.maxBlocks, blockCount * 2 + 2);
      blockHandler = java.util.Arrays.copyOf(blockHandler, n);
      blockLevel = java.util.Arrays.copyOf(blockLevel, n);
    }
    blockHandler[blockCount] = handler;
    blockLevel[blockCount] = level;
    blockCount++;
  }

  /** Line of the instruction being executed (ip has moved past it). */
  int currentLine() {
    return code.lineAt(ip - 1);
  }

  /** Bytes this frame costs, for the memory limit. */
  long size() {
    return 96 + 8L * (fast.length + cells.length) + 8L * code.maxBlocks;
  }

  @Override
  public long shallowSize() {
    return fast == null || code == null ? 96 : size();
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visit(code);
    v.visitAll(cells);
    // The whole array, not just up to sp: the dispatch loop keeps sp in a local while it runs,
    // and slots above a stale sp still hold references the JVM cannot collect. (fast and stack
    // are one array.)
    v.visitAll(fast);
    if (stack != fast) {
      v.visitAll(stack);
    }
    v.visit(globals);
    v.visit(builtins);
    v.visit(locals);
    v.visit(back);
    v.visit(generator);
    v.visit(handled);
    v.visit(awaiting);
    v.visit(initSelf);
    v.visit(function);
  }
}
