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

  /** The frames an exception passed through, innermost first. Never exposed to Python. */
  static final class Traceback {
    final List<CodeObject> codes = new ArrayList<>();
    final List<Integer> lines = new ArrayList<>();
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
    Traceback tb = exc.traceback() instanceof Traceback t ? t : null;
    boolean fresh = tb == null || tb.codes.isEmpty();
    if (fresh && exc.context() == null) {
      setContext(exc, handledException(f));
    }
    addTraceback(exc, f);
  }

  static void addTraceback(PyBaseException exc, Frame f) {
    Traceback tb = exc.traceback() instanceof Traceback t ? t : null;
    if (tb == null) {
      tb = new Traceback();
      exc.setTraceback(tb);
    }
    if (tb.codes.size() < 10_000) {
      tb.codes.add(f.code);
      tb.lines.add(f.currentLine());
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

  /** CPython's report of an uncaught exception, chained exceptions first. */
  static String render(PyBaseException exc) {
    StringBuilder sb = new StringBuilder();
    render(exc, sb, new java.util.IdentityHashMap<>(), 0);
    return sb.toString();
  }

  private static void render(PyBaseException exc, StringBuilder sb, java.util.Map<Object, Boolean> seen, int depth) {
    seen.put(exc, true);
    if (depth < 50) {
      PyBaseException cause = exc.cause();
      PyBaseException context = exc.context();
      if (cause != null && !seen.containsKey(cause)) {
        render(cause, sb, seen, depth + 1);
        sb.append("\nThe above exception was the direct cause of the following exception:\n\n");
      } else if (cause == null && context != null && !exc.suppressContext() && !seen.containsKey(context)) {
        render(context, sb, seen, depth + 1);
        sb.append("\nDuring handling of the above exception, another exception occurred:\n\n");
      }
    }
    Traceback tb = exc.traceback() instanceof Traceback t ? t : null;
    if (tb != null && !tb.codes.isEmpty()) {
      sb.append("Traceback (most recent call last):\n");
      int n = tb.codes.size();
      String lastKey = null;
      int repeat = 0;
      for (int i = n - 1; i >= 0; i--) {
        CodeObject co = tb.codes.get(i);
        int line = tb.lines.get(i);
        String key = co.filename + ":" + line + ":" + co.name;
        if (key.equals(lastKey)) {
          repeat++;
          if (repeat >= 3) {
            continue;
          }
        } else {
          flushRepeat(sb, repeat);
          repeat = 0;
          lastKey = key;
        }
        sb.append("  File \"").append(co.filename).append("\", line ").append(line).append(", in ")
            .append(co.name).append('\n');
        String src = co.sourceLine(line);
        if (src != null && !src.isEmpty()) {
          sb.append("    ").append(src).append('\n');
        }
      }
      flushRepeat(sb, repeat);
    }
    sb.append(lastLine(exc)).append('\n');
  }

  private static void flushRepeat(StringBuilder sb, int repeat) {
    if (repeat >= 3) {
      int more = repeat - 2;
      sb.append("  [Previous line repeated ").append(more).append(" more time").append(more == 1 ? "" : "s")
          .append("]\n");
    }
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
    } catch (RuntimeException e) {
      return "<exception str() failed>";
    }
  }

  static String lastLine(PyBaseException exc) {
    String msg = message(exc);
    return msg.isEmpty() ? typeName(exc) : typeName(exc) + ": " + msg;
  }
}
