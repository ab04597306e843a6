/*
 * The unit the compiler produces and the VM runs: one per module, class body, function,
 * lambda and comprehension. Immutable after construction; shared by every execution of a
 * Program (constants are immutable Python objects).
 */
package dev.krait.python.compiler;

import dev.krait.python.objects.NotWalked;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.ReferenceVisitor;
import dev.krait.python.objects.Referrer;

/** Compiled bytecode of one scope. Never exposed to Python code. */
public final class CodeObject implements Referrer {
  public static final int GENERATOR = 1;
  public static final int COROUTINE = 2;
  public static final int ASYNC_GENERATOR = 4;
  /** Variable positional parameter present (*args). */
  public static final int VARARGS = 8;
  /** Variable keyword parameter present (**kwargs). */
  public static final int VARKEYWORDS = 16;
  /** Module or class body: names live in a dict (LOAD_NAME). */
  public static final int NAME_SCOPE = 32;
  /** Module code that may await at top level (the cell). */
  public static final int TOP_LEVEL_AWAIT = 64;
  /** Module code that does await at top level (CPython makes such a cell a coroutine: its task is Task-1). */
  public static final int AWAITS_AT_TOP_LEVEL = 128;

  public final String name;
  public final String qualname;
  public final String filename;
  /** Source lines of the file (for tracebacks), shared by every code object of a compile; may be null. */
  public final String[] sourceLines;
  public final int firstLine;
  public final int flags;
  public final int[] code;
  /** Line number of each instruction. */
  public final int[] lines;
  /**
   * Per instruction, the VM's inline cache of an attribute look-up (immutable entries, so a code
   * object shared by executions on several threads stays safe; a lost race only costs a refill).
   */
  @NotWalked("look-up caches: what they hold is reachable through the types it was found in")
  public final Object[] inlineCache;
  /** Per instruction: start column, end line, end column of its source span (-1 when unknown). */
  private final int[] positions;
  public final PyObject[] consts;
  public final String[] names;
  /** Fast local names; parameters first. */
  public final String[] varnames;
  /** Variables of this scope captured by inner scopes (stored in cells). */
  public final String[] cellvars;
  /** Variables taken from enclosing scopes. */
  public final String[] freevars;
  /** For each cellvar that is also a parameter, the parameter's slot; -1 otherwise. */
  public final int[] cellParamSlots;
  /** Keyword-name tuples for CALL_KW. */
  public final String[][] kwnames;
  public final int argcount;
  public final int posonlyargcount;
  public final int kwonlyargcount;
  public final int maxStack;
  public final int maxBlocks;
  /** The docstring constant or null. */
  public final PyObject doc;
  /** names as str objects (dict keys for global/name look-ups). */
  public final dev.krait.python.objects.PyStr[] nameStrs;
  /**
   * True when a call needs nothing but its positional arguments copied: no *args/**kwargs, no
   * keyword-only parameters, no cells of its own, and not a generator/coroutine.
   */
  public final boolean simpleCall;
  /** Slots of a frame's one array: fast locals plus the deepest value stack. */
  public final int frameSize;
  /** The compiling tier's code for this scope once it is hot (owned by vm.Jit), or null. */
  @NotWalked("the compiled form of this code, shared by every execution")
  public volatile Object jit;
  /** Calls and loop back-edges run by the interpreter so far (racy: a lost count only delays compiling). */
  public int hotness;

  CodeObject(String name, String qualname, String filename, String[] sourceLines, int firstLine, int flags,
      int[] code, int[] lines, PyObject[] consts, String[] names, String[] varnames, String[] cellvars,
      String[] freevars, int[] cellParamSlots, String[][] kwnames, int argcount, int posonlyargcount,
      int kwonlyargcount, int maxStack, int maxBlocks, PyObject doc, int[] positions) {
    this.positions = positions;
    this.inlineCache = new Object[code.length];
    this.name = name;
    this.qualname = qualname;
    this.filename = filename;
    this.sourceLines = sourceLines;
    this.firstLine = firstLine;
    this.flags = flags;
    this.code = code;
    this.lines = lines;
    this.consts = consts;
    this.names = names;
    this.varnames = varnames;
    this.cellvars = cellvars;
    this.freevars = freevars;
    this.cellParamSlots = cellParamSlots;
    this.kwnames = kwnames;
    this.argcount = argcount;
    this.posonlyargcount = posonlyargcount;
    this.kwonlyargcount = kwonlyargcount;
    this.maxStack = maxStack;
    this.maxBlocks = maxBlocks;
    this.doc = doc;
    this.simpleCall = (flags & (GENERATOR | COROUTINE | ASYNC_GENERATOR | VARARGS | VARKEYWORDS)) == 0
        && kwonlyargcount == 0 && cellvars.length == 0;
    this.frameSize = varnames.length + maxStack;
    this.nameStrs = new dev.krait.python.objects.PyStr[names.length];
    for (int i = 0; i < names.length; i++) {
      nameStrs[i] = dev.krait.python.objects.PyStr.of(names[i]);
    }
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visitAll(consts);
    v.visit(doc);
    v.visitAll(nameStrs);
  }

  /** The instructions, their positions and caches (the source text is the program's, counted by its size limit). */
  @Override
  public long shallowSize() {
    return code == null ? 64 : 64 + 4L * (code.length * 6L) + 8L * (consts.length + names.length);
  }

  public boolean isGenerator() {
    return (flags & (GENERATOR | COROUTINE | ASYNC_GENERATOR)) != 0;
  }

  /** Total positional + keyword-only parameters (without *args/**kwargs). */
  public int totalArgs() {
    return argcount + kwonlyargcount;
  }

  /** The source text of a line, stripped, or null. */
  public String sourceLine(int line) {
    String raw = rawSourceLine(line);
    return raw == null ? null : raw.strip();
  }

  /**
   * The source span of the instruction at ip as {line, col, endLine, endCol} (columns 0-based code
   * points, end exclusive), or null when only the line is known.
   */
  public int[] positionAt(int ip) {
    if (ip < 0 || 3 * ip + 2 >= positions.length || positions[3 * ip + 1] < 0) {
      return null;
    }
    return new int[] {lines[ip], positions[3 * ip], positions[3 * ip + 1], positions[3 * ip + 2]};
  }

  /** The source text of a line as written (not stripped), or null. */
  public String rawSourceLine(int line) {
    if (sourceLines == null || line < 1 || line > sourceLines.length) {
      return null;
    }
    return sourceLines[line - 1];
  }

  /** Line of the instruction at index ip (clamped). */
  public int lineAt(int ip) {
    if (lines.length == 0) {
      return firstLine;
    }
    return lines[Math.max(0, Math.min(ip, lines.length - 1))];
  }

  @Override
  public String toString() {
    return "<code " + qualname + ">";
  }
}
