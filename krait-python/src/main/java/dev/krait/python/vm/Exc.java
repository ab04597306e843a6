/*
 * Exception handling support: raise statements, except-clause matching, the handled
 * exception of a frame chain, __context__ chaining, traceback entries, PEP 479.
 */
package dev.krait.python.vm;

import dev.krait.python.compiler.CodeObject;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBaseException;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyExceptionGroup;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import java.util.ArrayList;
import java.util.List;

/** Exception helpers for the VM. */
final class Exc {
  private Exc() {}

  /**
   * The frames an exception passed through: an immutable chain from the outermost entry (this
   * node) to the innermost, like CPython's traceback objects. A new frame makes a new head, so
   * two exceptions share a traceback exactly when CPython's would be the same object (the
   * except* re-raise test depends on this). Never exposed to Python.
   */
  static final class Traceback implements dev.krait.python.objects.Referrer {
    final CodeObject code;
    final int line;
    /** The failing instruction, for the caret line. */
    final int ip;
    final Traceback next;
    final int size;

    Traceback(CodeObject code, int line, int ip, Traceback next) {
      this.code = code;
      this.line = line;
      this.ip = ip;
      this.next = next;
      this.size = next == null ? 1 : next.size + 1;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(code);
      v.visit(next);
    }

    @Override
    public long shallowSize() {
      return 32;
    }
  }

  static PyError unboundDeref(CodeObject co, int arg) {
    int ncell = co.cellvars.length;
    if (arg < ncell) {
      return Errors.unboundLocal(co.cellvars[arg]);
    }
    String name = co.freevars[arg - ncell];
    PyError e = Errors.of(ExceptionTypes.NAME_ERROR, "cannot access free variable '" + name
        + "' where it is not associated with a value in enclosing scope");
    e.value().instanceDict().setItem(PyStr.of("name"), PyStr.of(name));
    return e;
  }

  static boolean matches(PyBaseException exc, PyObject type) {
    if (type instanceof PyTuple t) {
      for (int i = 0; i < t.size(); i++) {
        if (matches(exc, t.get(i))) {
          return true;
        }
      }
      return false;
    }
    if (!(type instanceof PyType pt) || !pt.isSubtypeOf(ExceptionTypes.BASE_EXCEPTION)) {
      throw Errors.typeError("catching classes that do not inherit from BaseException is not allowed");
    }
    return exc.type().isSubtypeOf(pt);
  }

  /** The exception being handled in this frame chain (for bare raise and __context__). */
  static PyBaseException handledException(Frame f) {
    for (Frame x = f; x != null; x = x.back) {
      if (x.handled != null) {
        return x.handled;
      }
    }
    Vm vm = Vm.currentOrNull();
    if (vm != null) {
      for (Frame outer : vm.outerFrames) {
        for (Frame x = outer; x != null; x = x.back) {
          if (x.handled != null) {
            return x.handled;
          }
        }
      }
    }
    return null;
  }

  /** raise exc [from cause]: the PyError to throw. */
  static PyError makeRaise(PyObject exc, PyObject cause, Frame f) {
    PyBaseException e = instantiate(exc, "exceptions must derive from BaseException");
    if (cause != null) {
      if (cause == PyNone.NONE) {
        e.setCause(null);
      } else {
        PyBaseException c = instantiate(cause, "exception causes must derive from BaseException");
        e.setCause(c);
      }
    }
    setContext(e, handledException(f));
    return e.toError();
  }

  private static PyBaseException instantiate(PyObject exc, String message) {
    if (exc instanceof PyType t && t.isSubtypeOf(ExceptionTypes.BASE_EXCEPTION)) {
      PyObject inst = Ops.call(t);
      if (!(inst instanceof PyBaseException be)) {
        throw Errors.typeError("calling " + t.repr() + " should have returned an instance of BaseException, not "
            + inst.type().name());
      }
      return be;
    }
    if (exc instanceof PyBaseException be) {
      return be;
    }
    throw Errors.typeError(message);
  }

  /** Sets __context__ as CPython does, breaking cycles. */
  static void setContext(PyBaseException exc, PyBaseException handled) {
    if (handled == null || handled == exc) {
      return;
    }
    PyBaseException o = handled;
    int guard = 0;
    while (o != null && guard++ < 10_000) {
      PyBaseException c = o.context();
      if (c == exc) {
        o.setContext(null);
        break;
      }
      o = c;
    }
    exc.setContext(handled);
  }

  /** An exception (newly) raised in frame f: traceback entry, and context when fresh. */
  static void noteRaised(PyBaseException exc, Frame f) {
    boolean fresh = !(exc.traceback() instanceof Traceback);
    if (fresh && exc.context() == null) {
      setContext(exc, handledException(f));
    }
    addTraceback(exc, f);
  }

  static void addTraceback(PyBaseException exc, Frame f) {
    Traceback tb = exc.traceback() instanceof Traceback t ? t : null;
    if (tb == null || tb.size < 10_000) {
      exc.setTraceback(new Traceback(f.code, f.currentLine(), f.ip - 1, tb));
    }
  }

  /** PEP 479: StopIteration leaving a generator becomes RuntimeError. */
  static PyBaseException generatorExit(PyGenerator g, PyBaseException exc) {
    PyType t = exc.type();
    String what = switch (g.kind) {
      case PyGenerator.COROUTINE -> "coroutine";
      case PyGenerator.ASYNC_GENERATOR -> "async generator";
      default -> "generator";
    };
    String msg = null;
    if (t.isSubtypeOf(ExceptionTypes.STOP_ITERATION)) {
      msg = what + " raised StopIteration";
    } else if (g.kind == PyGenerator.ASYNC_GENERATOR && t.isSubtypeOf(ExceptionTypes.STOP_ASYNC_ITERATION)) {
      msg = what + " raised StopAsyncIteration";
    }
    if (msg == null) {
      return exc;
    }
    PyBaseException r = Errors.runtimeError(msg).value();
    r.setCause(exc);
    r.setContext(exc);
    r.setTraceback(exc.traceback());
    return r;
  }

  // ---------------------------------------------------------------- rendering

  /**
   * CPython's report of an uncaught exception (pythonrun.c's print_exception_recursive):
   * chained exceptions first, notes after the message, exception groups as the indented
   * "+-+---- n ----" tree with at most 15 members and 10 levels shown.
   */
  static String render(PyBaseException exc) {
    return render(exc, true);
  }

  /** The report; without {@code chain} the causes and contexts are left out (traceback's chain=False). */
  static String render(PyBaseException exc, boolean chain) {
    Render r = new Render();
    r.chain = chain;
    r.recursive(exc, 0);
    return r.sb.toString();
  }

  /**
   * The report of a limit that ended the cell in frame {@code innermost}: the frames of the
   * running task (and of the chains whose builtins called into it) as a traceback, ending with
   * {@code LimitExceeded: message}.
   */
  static String renderLimit(Frame innermost, Iterable<Frame> outerChains, String message) {
    // a traceback lists the outermost frame first: build it from the innermost outwards
    Traceback tb = null;
    int n = 0;
    java.util.List<Frame> starts = new java.util.ArrayList<>();
    starts.add(innermost);
    outerChains.forEach(starts::add);
    for (Frame start : starts) {
      for (Frame f = start; f != null && n < 10_000; f = f.back, n++) {
        tb = new Traceback(f.code, f.currentLine(), f.ip - 1, tb);
      }
    }
    Render r = new Render();
    r.sb.append("Traceback (most recent call last):\n");
    r.frames(tb);
    r.sb.append("LimitExceeded: ").append(message).append('\n');
    return r.sb.toString();
  }

  /** Just "Type: message" and the notes (traceback.format_exception_only). */
  static String renderOnly(PyBaseException exc) {
    Render r = new Render();
    r.sb.append(lastLine(exc)).append('\n');
    r.notes(exc);
    return r.sb.toString();
  }

  /** The print context of pythonrun.c (exception_print_context). */
  @dev.krait.python.objects.NotWalked("lives while one traceback is printed")
  private static final class Render {
    static final int MAX_GROUP_WIDTH = 15;
    static final int MAX_GROUP_DEPTH = 10;
    final StringBuilder sb = new StringBuilder();
    final java.util.Map<Object, Boolean> seen = new java.util.IdentityHashMap<>();
    int groupDepth;
    boolean needClose;
    boolean chain = true;

    String margin() {
      return groupDepth > 0 ? "| " : "";
    }

    void indent() {
      sb.append(" ".repeat(2 * groupDepth));
    }

    void indentedMargin() {
      indent();
      sb.append(margin());
    }

    void recursive(PyBaseException exc, int depth) {
      seen.put(exc, true);
      PyBaseException cause = exc.cause();
      PyBaseException context = exc.context();
      if (depth >= 50 || !chain) {
        // a very long chain is cut (as before groups existed): the Java recursion stays bounded
      } else if (cause != null) {
        if (!seen.containsKey(cause)) {
          chained(cause, "The above exception was the direct cause of the following exception:", depth);
        }
      } else if (context != null && !exc.suppressContext() && !seen.containsKey(context)) {
        chained(context, "During handling of the above exception, another exception occurred:", depth);
      }
      if (exc instanceof PyExceptionGroup eg) {
        group(eg, depth);
      } else {
        single(exc);
      }
    }

    void chained(PyBaseException value, String message, int depth) {
      boolean close = needClose;
      recursive(value, depth + 1);
      needClose = close;
      indentedMargin();
      sb.append('\n');
      indentedMargin();
      sb.append(message).append('\n');
      indentedMargin();
      sb.append('\n');
    }

    void single(PyBaseException exc) {
      Traceback tb = exc.traceback() instanceof Traceback t ? t : null;
      if (tb != null) {
        String headerMargin = margin();
        String header = "Traceback (most recent call last):\n";
        if (exc instanceof PyExceptionGroup) {
          header = "Exception Group Traceback (most recent call last):\n";
          if (groupDepth == 1) {
            headerMargin = "+ ";
          }
        }
        indent();
        sb.append(headerMargin).append(header);
        frames(tb);
      }
      indentedMargin();
      sb.append(lastLine(exc)).append('\n');
      notes(exc);
    }

    void frames(Traceback tb) {
      String lastKey = null;
      int repeat = 0;
      for (Traceback e = tb; e != null; e = e.next) {
        CodeObject co = e.code;
        int line = e.line;
        String key = co.filename + ":" + line + ":" + co.name;
        if (key.equals(lastKey)) {
          repeat++;
          if (repeat >= 3) {
            continue;
          }
        } else {
          flushRepeat(repeat);
          repeat = 0;
          lastKey = key;
        }
        indentedMargin();
        sb.append("  File \"").append(co.filename).append("\", line ").append(line).append(", in ")
            .append(co.name).append('\n');
        String src = co.sourceLine(line);
        if (src != null && !src.isEmpty()) {
          indentedMargin();
          sb.append("    ").append(src).append('\n');
          String carets = Carets.line(co, e.ip, line);
          if (carets != null) {
            indentedMargin();
            sb.append(carets).append('\n');
          }
        }
      }
      flushRepeat(repeat);
    }

    void flushRepeat(int repeat) {
      if (repeat >= 3) {
        int more = repeat - 2;
        indentedMargin();
        sb.append("  [Previous line repeated ").append(more).append(" more time").append(more == 1 ? "" : "s")
            .append("]\n");
      }
    }

    void notes(PyBaseException exc) {
      PyObject notes;
      try {
        notes = exc.instanceDict().getItemOrNull(PyStr.of("__notes__"));
      } catch (RuntimeException e) {
        return;
      }
      if (notes == null) {
        return;
      }
      if (!(notes instanceof PyList || notes instanceof PyTuple)) {
        // CPython writes the repr of a non-sequence __notes__ without a line end
        indentedMargin();
        String r;
        try {
          r = Ops.repr(notes);
        } catch (LimitExceededError | CancelledSignal e) {
          throw e;
        } catch (RuntimeException e) {
          r = "<__notes__ repr() failed>";
        }
        sb.append(r);
        return;
      }
      PyObject[] items = Ops.toArray(notes);
      for (PyObject note : items) {
        String text;
        try {
          text = Ops.str(note);
        } catch (LimitExceededError | CancelledSignal e) {
          throw e;
        } catch (RuntimeException e) {
          text = null;
        }
        if (text == null) {
          sb.append("<note str() failed>");
        } else {
          for (String line : splitLinesKeepEnds(text)) {
            indentedMargin();
            sb.append(line);
          }
        }
        sb.append('\n');
      }
    }

    void group(PyExceptionGroup eg, int depth) {
      if (groupDepth > MAX_GROUP_DEPTH) {
        indentedMargin();
        sb.append("... (max_group_depth is ").append(MAX_GROUP_DEPTH).append(")\n");
        return;
      }
      if (groupDepth == 0) {
        groupDepth++;
      }
      single(eg);
      PyTuple excs = eg.exceptions();
      int num = excs.size();
      int n = num <= MAX_GROUP_WIDTH ? num : MAX_GROUP_WIDTH + 1;
      needClose = false;
      for (int i = 0; i < n; i++) {
        boolean last = i == n - 1;
        if (last) {
          needClose = true;
        }
        indent();
        boolean truncated = i >= MAX_GROUP_WIDTH;
        sb.append(i == 0 ? "+-" : "  ");
        sb.append(truncated ? "+---------------- ... ----------------\n"
            : "+---------------- " + (i + 1) + " ----------------\n");
        groupDepth++;
        if (!truncated) {
          recursive((PyBaseException) excs.get(i), depth + 1);
        } else {
          int remaining = num - MAX_GROUP_WIDTH;
          indentedMargin();
          sb.append("and ").append(remaining).append(" more exception").append(remaining > 1 ? "s" : "")
              .append('\n');
        }
        if (last && needClose) {
          indent();
          sb.append("+------------------------------------\n");
          needClose = false;
        }
        groupDepth--;
      }
      if (groupDepth == 1) {
        groupDepth--;
      }
    }
  }

  /** str.splitlines(keepends=True) for the line ends CPython recognises. */
  private static List<String> splitLinesKeepEnds(String s) {
    List<String> out = new ArrayList<>();
    int start = 0;
    int i = 0;
    while (i < s.length()) {
      char c = s.charAt(i);
      int end = -1;
      if (c == '\r' && i + 1 < s.length() && s.charAt(i + 1) == '\n') {
        end = i + 2;
      } else if (c == '\n' || c == '\r' || c == 0x0b || c == 0x0c || c == 0x1c || c == 0x1d || c == 0x1e
          || c == 0x85 || c == 0x2028 || c == 0x2029) {
        end = i + 1;
      }
      if (end > 0) {
        out.add(s.substring(start, end));
        start = end;
        i = end;
      } else {
        i++;
      }
    }
    if (start < s.length()) {
      out.add(s.substring(start));
    }
    return out;
  }

  static String typeName(PyBaseException exc) {
    PyType t = exc.type();
    String mod = t.module();
    if (mod == null || mod.equals("builtins") || mod.equals("__main__")) {
      return t.qualname();
    }
    return mod + "." + t.qualname();
  }

  static String message(PyBaseException exc) {
    try {
      return Ops.str(exc);
    } catch (LimitExceededError | CancelledSignal e) {
      throw e; // a limit inside a user __str__ ends the cell as that limit, not as a failed str()
    } catch (RuntimeException e) {
      return "<exception str() failed>";
    }
  }

  static String lastLine(PyBaseException exc) {
    String msg = message(exc);
    return msg.isEmpty() ? typeName(exc) : typeName(exc) + ": " + msg;
  }
}
