/*
 * Calls: binding arguments to a function's parameters (with CPython's exact error messages),
 * the CALL/CALL_KW/CALL_EX handlers that push a frame for Python functions and call Java
 * callables directly, MAKE_FUNCTION, and delivering a callee's return value to its caller.
 */
package dev.krait.python.vm;

import dev.krait.python.compiler.CodeConstant;
import dev.krait.python.compiler.CodeObject;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBoundMethod;
import dev.krait.python.objects.PyCell;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyFunction;
import dev.krait.python.objects.PyInstance;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import java.util.ArrayList;
import java.util.List;

/** Call handling for the VM. */
final class Calls {
  private Calls() {}

  private static final PyObject[] NO_ARGS = new PyObject[0];
  /** Frames with more slots than this are charged to the memory meter on every call. */
  private static final int BIG_FRAME_SLOTS = 64;
  private static final ObjectSlot OBJECT_NEW = new ObjectSlot("__new__");

  static PyObject objectNew() {
    return OBJECT_NEW.get();
  }

  /**
   * The common CALL: a plain Python function (or a method pushed by LOAD_METHOD) whose code takes
   * exactly these positional arguments and needs no cells, defaults or generator object. Returns
   * the callee frame, linked and entered, or null (nothing changed) for the general path.
   */
  static Frame fastCall(Vm vm, Frame f, PyObject[] stack, int sp, int arg) {
    PyObject callee = stack[sp - arg - 2];
    if (callee instanceof PyFunction fn) {
      return fastFunction(vm, f, stack, sp, arg, fn);
    }
    return callee instanceof PyType t ? fastClass(vm, f, stack, sp, arg, t) : null;
  }

  /**
   * {@link #fastCall} of a plain function (or a method LOAD_METHOD pushed): small on purpose, so
   * that HotSpot inlines it into each compiled call site and folds its constants.
   */
  static Frame fastFunction(Vm vm, Frame f, PyObject[] stack, int sp, int arg, PyFunction fn) {
    int base = sp - arg - 2;
    int off = stack[base + 1] == null ? 0 : 1;
    PyCell[] cells = fastCells(vm, fn, arg + off);
    if (cells == null) {
      return null;
    }
    PyObject[] fast = new PyObject[fn.code.frameSize];
    System.arraycopy(stack, base + 2 - off, fast, 0, arg + off);
    fillDefaults(fn, fast, arg + off);
    return fastEnter(vm, f, stack, base, sp, new Frame(fn.code, fn, fast, cells));
  }

  /** {@link #fastCall} of a plain class whose __init__ takes exactly these arguments: the instance is its self. */
  static Frame fastClass(Vm vm, Frame f, PyObject[] stack, int sp, int arg, PyType t) {
    int base = sp - arg - 2;
    PyFunction init;
    if (stack[base + 1] != null || (init = simpleInit(vm, t)) == null) {
      return null;
    }
    PyCell[] cells = fastCells(vm, init, arg + 1);
    if (cells == null) {
      return null;
    }
    PyInstance instance = new PyInstance(t);
    vm.meter.allocate(64);
    PyObject[] fast = new PyObject[init.code.frameSize];
    fast[0] = instance;
    System.arraycopy(stack, base + 2, fast, 1, arg);
    fillDefaults(init, fast, arg + 1);
    Frame nf = new Frame(init.code, init, fast, cells);
    nf.initSelf = instance;
    return fastEnter(vm, f, stack, base, sp, nf);
  }

  /**
   * The cells of a fast-path frame for fn called with n positional values, or null when the
   * call needs the general path (fn's code is not simpleCall, takes a count that its defaults do
   * not make up, is too big, or the recursion limit is reached there, where the general path raises).
   */
  private static PyCell[] fastCells(Vm vm, PyFunction fn, int n) {
    CodeObject co = fn.code;
    if (!co.simpleCall || n != co.argcount && (n > co.argcount || fn.defaults == null
        || co.argcount - n > fn.defaults.length) || co.frameSize > BIG_FRAME_SLOTS || vm.depth >= vm.recursionLimit) {
      return null;
    }
    PyCell[] closure = fn.closure;
    // simpleCall code has no cellvars, so its cells are exactly the closure (its freevars); frames
    // never replace a free variable's cell, so the function's array is shared, not copied.
    int nfree = co.freevars.length;
    if (closure == null) {
      return nfree == 0 ? Frame.NO_CELLS : null;
    }
    return closure.length == nfree ? closure : null;
  }

  /** Fills the parameters after the n given ones from fn's defaults (fastCells checked they cover them). */
  private static void fillDefaults(PyFunction fn, PyObject[] fast, int n) {
    int missing = fn.code.argcount - n;
    if (missing > 0) {
      PyObject[] d = fn.defaults;
      System.arraycopy(d, d.length - missing, fast, n, missing);
    }
  }

  /** Links and enters the fast-path frame nf, its call's slots cleared from f's stack. */
  private static Frame fastEnter(Vm vm, Frame f, PyObject[] stack, int base, int sp, Frame nf) {
    for (int i = base; i < sp; i++) {
      stack[i] = null;
    }
    f.sp = base;
    vm.depth++;
    vm.meter.tick();
    nf.back = f;
    return nf;
  }

  /** Handles CALL, CALL_KW and CALL_EX for frame f (f.sp at the instruction). */
  static Frame call(Vm vm, Frame f, int op, int arg) {
    PyObject[] stack = f.stack;
    int sp = f.sp;
    int base;
    PyObject[] src;
    int posStart;
    int npos;
    String[] kwnames = null;
    if (op == Op.CALL) {
      base = sp - arg - 2;
      src = stack;
      posStart = base + 2;
      npos = arg;
    } else if (op == Op.CALL_KW) {
      int argc = arg & 0xff;
      kwnames = f.code.kwnames[arg >> 8];
      base = sp - argc - 2;
      src = stack;
      posStart = base + 2;
      npos = argc - kwnames.length;
    } else {
      boolean hasKw = (arg & 1) != 0;
      base = sp - 3 - (hasKw ? 1 : 0);
      PyObject[] positional = ((PyTuple) stack[base + 2]).toArray();
      if (hasKw) {
        PyDict kw = (PyDict) stack[base + 3];
        List<PyObject> keys = kw.keys();
        kwnames = new String[keys.size()];
        src = new PyObject[positional.length + keys.size()];
        System.arraycopy(positional, 0, src, 0, positional.length);
        for (int i = 0; i < keys.size(); i++) {
          kwnames[i] = ((PyStr) keys.get(i)).value();
          src[positional.length + i] = kw.getItemOrNull(keys.get(i));
        }
      } else {
        src = positional;
      }
      posStart = 0;
      npos = positional.length;
    }
    PyObject callable = stack[base];
    PyObject self = stack[base + 1];
    int nkw = kwnames == null ? 0 : kwnames.length;
    if (self == null) {
      PyFunction fn = null;
      if (callable instanceof PyFunction pf) {
        fn = pf;
      } else if (callable instanceof PyBoundMethod bm && bm.function() instanceof PyFunction pf) {
        fn = pf;
        self = bm.self();
      }
      if (fn != null) {
        Frame nf = bindFrame(vm, fn, self, src, posStart, npos, kwnames, src, posStart + npos);
        return enter(vm, f, base, sp, nf, fn);
      }
      PyFunction init;
      if (callable instanceof PyType t && (init = simpleInit(vm, t)) != null) {
        PyInstance instance = new PyInstance(t);
        vm.meter.allocate(64);
        Frame nf = bindFrame(vm, init, instance, src, posStart, npos, kwnames, src, posStart + npos);
        nf.initSelf = instance;
        return enter(vm, f, base, sp, nf, init);
      }
    } else if (callable instanceof PyFunction fn) {
      Frame nf = bindFrame(vm, fn, self, src, posStart, npos, kwnames, src, posStart + npos);
      return enter(vm, f, base, sp, nf, fn);
    }
    // a Java callable
    if (self != null && nkw == 0 && src == stack) {
      PyObject r = fastMethod(callable, self, stack, posStart, npos);
      if (r != null) {
        clear(stack, base, sp);
        f.sp = base;
        vm.meter.tick();
        stack[f.sp++] = r;
        return null;
      }
    }
    int extra = self == null ? 0 : 1;
    PyObject[] args = new PyObject[extra + npos + nkw];
    if (extra == 1) {
      args[0] = self;
    }
    System.arraycopy(src, posStart, args, extra, npos + nkw);
    clear(stack, base, sp);
    f.sp = base;
    vm.meter.tick();
    if (callable instanceof AsyncCore.InPlaceAwait ipa && Awaiting.canSuspendInPlace(vm, f)) {
      PyFuture fut = ipa.start(args, kwnames);
      if (fut.isDone()) {
        stack[f.sp++] = fut.resultOrThrow();
        return null;
      }
      f.resumeMode = Frame.RESUME_CALL_AWAIT;
      f.awaiting = fut;
      vm.yieldedValue = fut;
      return Awaiting.SUSPEND;
    }
    if (callable instanceof AsyncCore.TimeSleep ts && Awaiting.canSuspendTask(vm, f)) {
      PyFuture fut = ts.start(vm, args, kwnames);
      if (fut == null) {
        stack[f.sp++] = dev.krait.python.objects.PyNone.NONE;
        return null;
      }
      f.resumeMode = Frame.RESUME_CALL_AWAIT;
      f.awaiting = fut;
      vm.yieldedValue = fut;
      return Awaiting.SUSPEND;
    }
    PyObject result = callable.call(args, kwnames);
    stack[f.sp++] = result;
    return null;
  }

  /**
   * The __init__ of a plain class (instances made by object.__new__, a Python __init__ that is
   * not a generator), or null; the answer for the last class asked is kept until any type changes.
   */
  static PyFunction simpleInit(Vm vm, PyType t) {
    int v = PyType.lookupVersion();
    if (t == vm.initCacheType && v == vm.initCacheVersion) {
      return vm.initCacheFn;
    }
    PyFunction init = null;
    if (!t.isBuiltin() && t.type() == PyType.TYPE && t.solidBase() == PyType.OBJECT
        && t.lookup("__new__") == objectNew() && t.lookup("__init__") instanceof PyFunction pf
        && !pf.code.isGenerator()) {
      init = pf;
    }
    vm.initCacheType = t;
    vm.initCacheFn = init;
    vm.initCacheVersion = v;
    return init;
  }

  private static volatile PyObject listAppend;
  private static volatile PyObject dictGet;

  /**
   * list.append and dict.get called as methods with plain positional arguments, without
   * building an argument array; null when this is not such a call (the generic path then runs).
   */
  private static PyObject fastMethod(PyObject callable, PyObject self, PyObject[] stack, int posStart, int npos) {
    PyObject la = listAppend;
    if (la == null) {
      la = PyList.TYPE.lookup("append");
      listAppend = la;
    }
    if (callable == la) {
      if (npos == 1 && self instanceof PyList l) {
        l.append(stack[posStart]);
        return PyNone.NONE;
      }
      return null;
    }
    PyObject dg = dictGet;
    if (dg == null) {
      dg = PyDict.TYPE.lookup("get");
      dictGet = dg;
    }
    if (callable == dg && (npos == 1 || npos == 2) && self instanceof PyDict d) {
      PyObject v = d.getItemOrNull(stack[posStart]);
      return v != null ? v : npos == 2 ? stack[posStart + 1] : PyNone.NONE;
    }
    return null;
  }

  private static Frame enter(Vm vm, Frame f, int base, int sp, Frame nf, PyFunction fn) {
    clear(f.stack, base, sp);
    f.sp = base;
    if (fn.code.isGenerator()) {
      f.stack[f.sp++] = makeGenerator(nf, fn);
      return null;
    }
    vm.enterFrame();
    nf.back = f;
    return nf;
  }

  private static void clear(PyObject[] stack, int from, int to) {
    for (int i = from; i < to; i++) {
      stack[i] = null;
    }
  }

  /** A new generator/coroutine/async generator object around an unstarted frame. */
  static PyGenerator makeGenerator(Frame frame, PyFunction fn) {
    Vm.current().meter.allocate(frame.size());
    return new PyGenerator(PyGenerator.kindOf(fn.code), frame, fn.name, fn.qualname);
  }

  /** Pushes a callee's return value into its caller frame, according to the caller's instruction. */
  static void deliverReturn(Frame f, PyObject v) {
    int ins = f.instrs[f.ip - 1];
    switch (ins & 0xff) {
      case Op.FOR_ITER -> {
        f.stack[--f.sp] = null;
        f.ip = ins >>> 8;
      }
      case Op.SEND -> f.stack[f.sp - 1] = v;
      default -> f.stack[f.sp++] = v;
    }
  }

  /** MAKE_FUNCTION. */
  static int makeFunction(Frame f, PyObject[] stack, int sp, int flags) {
    int top = sp;
    CodeObject code = ((CodeConstant) stack[--sp]).code();
    PyCell[] closure = null;
    PyObject annotations = null;
    PyDict kwdefaults = null;
    PyObject[] defaults = null;
    if ((flags & 8) != 0) {
      PyTuple t = (PyTuple) stack[--sp];
      closure = new PyCell[t.size()];
      for (int i = 0; i < closure.length; i++) {
        closure[i] = (PyCell) t.get(i);
      }
    }
    if ((flags & 4) != 0) {
      annotations = stack[--sp];
    }
    if ((flags & 2) != 0) {
      kwdefaults = (PyDict) stack[--sp];
    }
    if ((flags & 1) != 0) {
      defaults = ((PyTuple) stack[--sp]).toArray();
    }
    Vm.current().meter.allocate(128);
    PyFunction fn = new PyFunction(code, f.globals, f.builtins, defaults, kwdefaults, closure);
    fn.annotations = annotations;
    clear(stack, sp, top);
    stack[sp++] = fn;
    return sp;
  }

  // ================================================================ binding

  /**
   * A frame for fn with its parameters bound: self (may be null), npos positional values at
   * src[posStart..], and the keyword values named by kwnames at kwsrc[kwStart..].
   */
  static Frame bindFrame(Vm vm, PyFunction fn, PyObject self, PyObject[] src, int posStart, int npos,
      String[] kwnames, PyObject[] kwsrc, int kwStart) {
    CodeObject co = fn.code;
    Frame nf = new Frame(co, fn.globals, fn.builtins, null);
    nf.function = fn;
    // Small frames are not charged to the memory meter: a running chain of them is bounded by the
    // recursion limit (and frames die on return); frames kept alive by generators are charged in
    // makeGenerator. Big frames (a huge literal needs a deep value stack) are charged.
    if (nf.fast.length > BIG_FRAME_SLOTS) {
      vm.meter.allocate(nf.size());
    }
    PyObject[] fast = nf.fast;
    int argcount = co.argcount;
    if ((kwnames == null || kwnames.length == 0) && (co.flags & (CodeObject.VARARGS | CodeObject.VARKEYWORDS)) == 0
        && co.kwonlyargcount == 0 && co.cellvars.length == 0) {
      // exact positional call: copy and go
      int off = self == null ? 0 : 1;
      if (npos + off == argcount) {
        if (off == 1) {
          fast[0] = self;
        }
        System.arraycopy(src, posStart, fast, off, npos);
        if (fn.closure != null) {
          System.arraycopy(fn.closure, 0, nf.cells, 0, fn.closure.length);
        }
        return nf;
      }
    }
    int kwonly = co.kwonlyargcount;
    int total = (self == null ? 0 : 1) + npos;
    int nkw = kwnames == null ? 0 : kwnames.length;
    boolean varargs = (co.flags & CodeObject.VARARGS) != 0;
    boolean varkw = (co.flags & CodeObject.VARKEYWORDS) != 0;
    // positional
    int i = 0;
    if (self != null) {
      if (argcount > 0) {
        fast[0] = self;
      }
      i = 1;
    }
    int take = Math.min(total, argcount);
    for (int j = i; j < take; j++) {
      fast[j] = src[posStart + j - i];
    }
    if (varargs) {
      int extraCount = Math.max(0, total - argcount);
      PyObject[] extra = new PyObject[extraCount];
      for (int j = 0; j < extraCount; j++) {
        int k = argcount + j;
        extra[j] = k == 0 && self != null ? self : src[posStart + k - i];
      }
      fast[argcount + kwonly] = extra.length == 0 ? PyTuple.EMPTY : PyTuple.of(extra);
    } else if (total > argcount) {
      throw tooManyPositional(fn, total, nkw, kwnames, src, kwStart);
    } else if (self != null && argcount == 0) {
      throw tooManyPositional(fn, total, nkw, kwnames, src, kwStart);
    }
    PyDict kwdict = null;
    if (varkw) {
      kwdict = new PyDict();
      fast[argcount + kwonly + (varargs ? 1 : 0)] = kwdict;
    }
    // keywords
    List<String> posonlyAsKw = null;
    for (int k = 0; k < nkw; k++) {
      String name = kwnames[k];
      PyObject value = kwsrc[kwStart + k];
      int slot = -1;
      for (int j = co.posonlyargcount; j < argcount + kwonly; j++) {
        if (co.varnames[j].equals(name)) {
          slot = j;
          break;
        }
      }
      if (slot >= 0) {
        if (fast[slot] != null) {
          throw Errors.typeError(fn.qualname + "() got multiple values for argument '" + name + "'");
        }
        fast[slot] = value;
      } else if (kwdict != null) {
        kwdict.setItem(PyStr.of(name), value);
      } else {
        boolean posonly = false;
        for (int j = 0; j < co.posonlyargcount; j++) {
          if (co.varnames[j].equals(name)) {
            posonly = true;
          }
        }
        if (posonly) {
          if (posonlyAsKw == null) {
            posonlyAsKw = new ArrayList<>();
          }
          posonlyAsKw.add(name);
        } else {
          throw Errors.typeError(fn.qualname + "() got an unexpected keyword argument '" + name + "'");
        }
      }
    }
    if (posonlyAsKw != null) {
      throw Errors.typeError(fn.qualname + "() got some positional-only arguments passed as keyword arguments: '"
          + String.join(", ", posonlyAsKw) + "'");
    }
    // defaults
    if (total < argcount || kwonly > 0) {
      PyObject[] defaults = fn.defaults;
      int ndef = defaults == null ? 0 : defaults.length;
      List<String> missing = null;
      for (int j = total; j < argcount; j++) {
        if (fast[j] == null) {
          int d = j - (argcount - ndef);
          if (d >= 0) {
            fast[j] = defaults[d];
          } else {
            if (missing == null) {
              missing = new ArrayList<>();
            }
            missing.add(co.varnames[j]);
          }
        }
      }
      if (missing != null) {
        throw missing(fn, missing, "positional");
      }
      for (int j = argcount; j < argcount + kwonly; j++) {
        if (fast[j] == null) {
          PyObject d = fn.kwdefaults == null ? null : fn.kwdefaults.getItemOrNull(PyStr.of(co.varnames[j]));
          if (d != null) {
            fast[j] = d;
          } else {
            if (missing == null) {
              missing = new ArrayList<>();
            }
            missing.add(co.varnames[j]);
          }
        }
      }
      if (missing != null) {
        throw missing(fn, missing, "keyword-only");
      }
    }
    // cells
    int ncell = co.cellvars.length;
    for (int c = 0; c < ncell; c++) {
      int slot = co.cellParamSlots[c];
      nf.cells[c] = new PyCell(slot >= 0 ? fast[slot] : null);
    }
    if (fn.closure != null) {
      System.arraycopy(fn.closure, 0, nf.cells, ncell, fn.closure.length);
    }
    return nf;
  }

  private static dev.krait.python.objects.PyError missing(PyFunction fn, List<String> names, String kind) {
    StringBuilder sb = new StringBuilder();
    int n = names.size();
    for (int i = 0; i < n; i++) {
      if (i > 0) {
        sb.append(n == 2 ? " and " : i == n - 1 ? ", and " : ", ");
      }
      sb.append('\'').append(names.get(i)).append('\'');
    }
    return Errors.typeError(fn.qualname + "() missing " + n + " required " + kind + " argument" + (n == 1 ? "" : "s")
        + ": " + sb);
  }

  private static dev.krait.python.objects.PyError tooManyPositional(PyFunction fn, int given, int nkw,
      String[] kwnames, PyObject[] kwsrc, int kwStart) {
    CodeObject co = fn.code;
    int argcount = co.argcount;
    int ndef = fn.defaults == null ? 0 : fn.defaults.length;
    String takes;
    if (ndef > 0 && ndef <= argcount && ndef != 0) {
      takes = "from " + (argcount - ndef) + " to " + argcount + " positional arguments";
    } else {
      takes = argcount + " positional argument" + (argcount == 1 ? "" : "s");
    }
    int kwonlyGiven = 0;
    for (int k = 0; k < nkw; k++) {
      for (int j = argcount; j < argcount + co.kwonlyargcount; j++) {
        if (co.varnames[j].equals(kwnames[k])) {
          kwonlyGiven++;
        }
      }
    }
    String was = given == 1 ? "was" : "were";
    String givenText = given + "";
    if (kwonlyGiven > 0) {
      return Errors.typeError(fn.qualname + "() takes " + takes + " but " + given + " positional argument"
          + (given == 1 ? "" : "s") + " (and " + kwonlyGiven + " keyword-only argument" + (kwonlyGiven == 1 ? "" : "s")
          + ") were given");
    }
    return Errors.typeError(fn.qualname + "() takes " + takes + " but " + givenText + " " + was + " given");
  }

  static PyObject[] noArgs() {
    return NO_ARGS;
  }

  static PyObject none() {
    return PyNone.NONE;
  }

  static PyObject[] toArray(PyObject o) {
    return Ops.toArray(o);
  }
}
