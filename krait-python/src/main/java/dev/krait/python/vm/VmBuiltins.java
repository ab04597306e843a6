/*
 * The builtins that need the VM: print, exec, eval, globals, locals, vars, dir, super,
 * __build_class__, exit/quit. Merged over builtins.Builtins into each execution's builtins
 * dict; open/input/compile/__import__/breakpoint are deliberately absent.
 */
package dev.krait.python.vm;

import dev.krait.python.builtins.Builtins;
import dev.krait.python.compiler.CodeObject;
import dev.krait.python.compiler.Compiler;
import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBaseException;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyCell;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyFunction;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PySuper;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.parser.Node;
import dev.krait.python.parser.Parser;
import dev.krait.python.parser.SyntaxErrorException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/** VM-level builtins. */
final class VmBuiltins {
  private VmBuiltins() {}

  private static final PyObject BUILD_CLASS = PyBuiltinFunction.function("__build_class__", VmBuiltins::buildClass);
  private static final java.util.Set<String> ABSENT = java.util.Set.of("open", "input", "compile", "__import__",
      "breakpoint", "memoryview", "license", "credits", "copyright");

  static PyObject buildClassFunction() {
    return BUILD_CLASS;
  }

  /** The builtins every execution starts from, built once (its functions are stateless). */
  private static volatile PyDict template;

  /** A fresh builtins dict for one execution: a copy of the template and its own builtins module. */
  static PyDict create() {
    PyDict t = template;
    if (t == null) {
      t = buildTemplate();
      template = t; // two threads racing here build equal templates; either will do
    }
    PyDict d = t.copy();
    // The builtins module itself (its dict is this dict): __builtins__ and __name__ == 'builtins'.
    d.setItem(PyStr.of("__builtins__"), new dev.krait.python.objects.PyModule("builtins", d));
    return d;
  }

  private static PyDict buildTemplate() {
    PyDict d = new PyDict();
    for (Map.Entry<String, PyObject> e : Builtins.table().entrySet()) {
      if (!ABSENT.contains(e.getKey())) {
        d.setItem(PyStr.of(e.getKey()), e.getValue());
      }
    }
    def(d, "print", VmBuiltins::print);
    // help() is pydoc's, imported when first asked (CPython's site module installs it the same way)
    def(d, "help", (a, k) -> Ops.getattr(VmAccess.importModule("pydoc"), "help").call(a, k));
    def(d, "exec", (a, k) -> execOrEval(a, k, false));
    def(d, "eval", (a, k) -> execOrEval(a, k, true));
    def(d, "globals", (a, k) -> {
      Args.exact("globals", a, k, 0);
      return frame().globals;
    });
    def(d, "locals", (a, k) -> {
      Args.exact("locals", a, k, 0);
      return locals(frame());
    });
    PyObject theirVars = Builtins.table().get("vars");
    def(d, "vars", (a, k) -> {
      if (a.length == 0) {
        return locals(frame());
      }
      if (theirVars != null) {
        return theirVars.call(a, k);
      }
      return Ops.getattr(a[0], "__dict__");
    });
    PyObject theirDir = Builtins.table().get("dir");
    def(d, "dir", (a, k) -> {
      if (a.length == 0) {
        PyObject loc = locals(frame());
        TreeSet<String> names = new TreeSet<>();
        for (PyObject key : Ops.toArray(loc)) {
          names.add(Ops.str(key));
        }
        PyList out = new PyList();
        for (String n : names) {
          out.append(PyStr.of(n));
        }
        return out;
      }
      if (theirDir != null) {
        return theirDir.call(a, k);
      }
      return Ops.call(Builtins.table().get("sorted"), Ops.callSpecial(a[0], "__dir__"));
    });
    d.setItem(PyStr.of("super"), PySuper.TYPE);
    d.setItem(PyStr.of("__build_class__"), BUILD_CLASS);
    def(d, "exit", (a, k) -> {
      throw new ExitSignal();
    });
    def(d, "quit", (a, k) -> {
      throw new ExitSignal();
    });
    // each copy's own module (and its __name__), set by create()
    d.setItem(PyStr.of("__builtins__"), PyNone.NONE);
    d.setItem(PyStr.of("__name__"), PyNone.NONE);
    return d;
  }

  private static void def(PyDict d, String name, dev.krait.python.objects.BuiltinBody body) {
    d.setItem(PyStr.of(name), PyBuiltinFunction.function(name, body));
  }

  private static Frame frame() {
    Frame f = Vm.current().current;
    if (f == null) {
      throw Errors.runtimeError("no current frame");
    }
    return f;
  }

  /** locals(): the namespace dict, or a snapshot of a function's variables. */
  static PyObject locals(Frame f) {
    if (f.locals != null) {
      return f.locals;
    }
    if ((f.code.flags & CodeObject.NAME_SCOPE) != 0) {
      return f.globals;
    }
    PyDict d = new PyDict();
    CodeObject co = f.code;
    for (int i = 0; i < co.varnames.length; i++) {
      if (f.fast[i] != null && !co.varnames[i].startsWith(".")) {
        d.setItem(PyStr.of(co.varnames[i]), f.fast[i]);
      }
    }
    int ncell = co.cellvars.length;
    for (int i = 0; i < f.cells.length; i++) {
      String name = i < ncell ? co.cellvars[i] : co.freevars[i - ncell];
      if (f.cells[i] != null && f.cells[i].value != null && !name.equals("__class__")) {
        d.setItem(PyStr.of(name), f.cells[i].value);
      }
    }
    return d;
  }

  // ---------------------------------------------------------------- print

  private static PyObject print(PyObject[] a, String[] k) {
    int nkw = Args.kwCount(k);
    int npos = a.length - nkw;
    String sep = " ";
    String end = "\n";
    PyObject file = PyNone.NONE;
    for (int i = 0; i < nkw; i++) {
      PyObject v = a[npos + i];
      switch (k[i]) {
        case "sep" -> sep = v == PyNone.NONE ? " " : strArg(v, "sep");
        case "end" -> end = v == PyNone.NONE ? "\n" : strArg(v, "end");
        case "file" -> file = v;
        case "flush" -> { }
        default -> throw Errors.typeError("print() got an unexpected keyword argument '" + k[i] + "'");
      }
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < npos; i++) {
      if (i > 0) {
        sb.append(sep);
      }
      sb.append(Ops.str(a[i]));
    }
    sb.append(end);
    Vm vm = Vm.current();
    if (file == PyNone.NONE) {
      // sys.stdout replaced (contextlib.redirect_stdout, or assigned): print writes to it, as CPython
      dev.krait.python.objects.PyModule sys = vm.modules.get("sys");
      PyObject so = sys == null ? null : sys.instanceDict().getItemOrNull(PyStr.of("stdout"));
      if (so != null && !dev.krait.python.stdlib.StdStreams.isOpenStdout(so)) {
        file = so;
      }
    }
    if (file != PyNone.NONE) {
      Ops.getattr(file, "write").call(new PyObject[] {PyStr.of(sb.toString())}, null);
      return PyNone.NONE;
    }
    vm.meter.allocateString(sb.length());
    vm.options.stdout().accept(sb.toString());
    return PyNone.NONE;
  }

  private static String strArg(PyObject v, String name) {
    if (v instanceof PyStr s) {
      return s.value();
    }
    throw Errors.typeError(name + " must be None or a string, not " + v.type().name());
  }

  // ---------------------------------------------------------------- exec / eval

  static PyObject execOrEval(PyObject[] a, String[] k, boolean isEval) {
    String fname = isEval ? "eval" : "exec";
    PyObject[] p = Args.bind(fname, a, k, 0, new String[] {"source", "globals", "locals"}, 1);
    Vm vm = Vm.current();
    Frame caller = vm.current;
    PyObject globals = p[1] == null || p[1] == PyNone.NONE ? null : p[1];
    PyObject locals = p[2] == null || p[2] == PyNone.NONE ? null : p[2];
    if (globals != null && !(globals instanceof PyDict)) {
      throw Errors.typeError(fname + "() globals must be a dict, not " + globals.type().name());
    }
    PyDict g;
    if (globals == null) {
      g = caller.globals;
      if (locals == null) {
        locals = locals(caller);
      }
    } else {
      g = (PyDict) globals;
      if (locals == null) {
        locals = g;
      }
    }
    PyObject src = p[0];
    String source;
    if (src instanceof PyStr s) {
      source = s.value();
    } else if (src.type().name().equals("bytes")) {
      source = Ops.str(Ops.getattr(src, "decode").call(new PyObject[0], null));
    } else if (src instanceof dev.krait.python.compiler.CodeConstant) {
      throw Errors.typeError(fname + "() arg 1 must be a string, bytes or code object");
    } else {
      throw Errors.typeError(fname + "() arg 1 must be a string, bytes or code object");
    }
    CodeObject code;
    try {
      if (isEval) {
        Node.Expr e = Parser.parseExpression(source, "<string>");
        code = Compiler.compileEval(e, "<string>", source);
      } else {
        code = Compiler.compileModule(Parser.parseModule(source, "<string>"), "<string>", source, false);
      }
    } catch (SyntaxErrorException e) {
      throw syntaxError(e, "<string>");
    }
    code = withoutSource(code);
    if (g.getItemOrNull(PyStr.of("__builtins__")) == null) {
      // Krait never exposes a builtins module; lookups go to this execution's builtins.
    }
    PyDict builtins = vm.builtins;
    PyObject gb = g.getItemOrNull(PyStr.of("__builtins__"));
    if (gb instanceof PyDict bd) {
      builtins = bd;
    } else if (gb instanceof dev.krait.python.objects.PyModule bm) {
      builtins = bm.instanceDict();
    }
    Frame f = new Frame(code, g, builtins, locals);
    vm.meter.allocate(f.size());
    vm.enterFrame();
    return vm.runNested(f);
  }

  private static CodeObject withoutSource(CodeObject code) {
    return code;
  }

  /** A Python SyntaxError object for a compile error in exec/eval. */
  static dev.krait.python.objects.PyError syntaxError(SyntaxErrorException e, String filename) {
    PyType type = ExceptionTypes.byName(e.kind());
    if (type == null) {
      type = ExceptionTypes.SYNTAX_ERROR;
    }
    PyBaseException exc = (PyBaseException) Ops.call(type, PyStr.of(e.msg()));
    PyDict d = exc.instanceDict();
    d.setItem(PyStr.of("filename"), PyStr.of(filename));
    d.setItem(PyStr.of("lineno"), PyInt.of(e.line()));
    d.setItem(PyStr.of("offset"), PyInt.of(e.column()));
    d.setItem(PyStr.of("end_lineno"), PyInt.of(e.endLine()));
    d.setItem(PyStr.of("end_offset"), PyInt.of(e.endColumn()));
    d.setItem(PyStr.of("text"), e.sourceLine() == null ? PyNone.NONE : PyStr.of(e.sourceLine()));
    return exc.toError();
  }

  // ---------------------------------------------------------------- super()

  static PySuper zeroArgSuper() {
    Vm vm = Vm.current();
    Frame f = vm.current;
    if (f == null || f.function == null) {
      throw Errors.runtimeError("super(): no arguments");
    }
    CodeObject co = f.code;
    int idx = -1;
    for (int i = 0; i < co.freevars.length; i++) {
      if (co.freevars[i].equals("__class__")) {
        idx = co.cellvars.length + i;
      }
    }
    if (idx < 0) {
      throw Errors.runtimeError("super(): __class__ cell not found");
    }
    PyObject cls = f.cells[idx].value;
    if (!(cls instanceof PyType type)) {
      throw Errors.runtimeError("super(): empty __class__ cell");
    }
    if (co.argcount == 0 && (co.flags & CodeObject.VARARGS) == 0) {
      throw Errors.runtimeError("super(): no arguments");
    }
    PyObject first = f.fast.length > 0 ? f.fast[0] : null;
    for (int i = 0; i < co.cellvars.length; i++) {
      if (co.cellParamSlots[i] == 0) {
        first = f.cells[i].value;
      }
    }
    if (first == null) {
      throw Errors.runtimeError("super(): arg[0] deleted");
    }
    return new PySuper(type, first);
  }

  // ---------------------------------------------------------------- classes

  private static PyObject buildClass(PyObject[] a, String[] k) {
    int nkw = Args.kwCount(k);
    int npos = a.length - nkw;
    if (npos < 2) {
      throw Errors.typeError("__build_class__: not enough arguments");
    }
    if (!(a[0] instanceof PyFunction body)) {
      throw Errors.typeError("__build_class__: func must be a function");
    }
    if (!(a[1] instanceof PyStr nameStr)) {
      throw Errors.typeError("__build_class__: name is not a string");
    }
    PyObject[] bases = new PyObject[npos - 2];
    System.arraycopy(a, 2, bases, 0, bases.length);
    PyObject[] origBases = bases;
    bases = resolveMroEntries(bases);
    PyObject meta = null;
    List<String> kwNames = new ArrayList<>();
    List<PyObject> kwValues = new ArrayList<>();
    for (int i = 0; i < nkw; i++) {
      if (k[i].equals("metaclass")) {
        meta = a[npos + i];
      } else {
        kwNames.add(k[i]);
        kwValues.add(a[npos + i]);
      }
    }
    boolean isClass = meta == null || meta instanceof PyType;
    if (meta == null) {
      meta = bases.length == 0 ? PyType.TYPE : bases[0].type();
    }
    if (isClass) {
      meta = calculateMeta((PyType) meta, bases);
    }
    PyTuple basesTuple = PyTuple.of(bases);
    String[] kwArr = kwNames.toArray(new String[0]);
    PyObject ns;
    PyObject prepare = Ops.getattrOrNull(meta, "__prepare__", null);
    if (prepare != null) {
      PyObject[] pargs = new PyObject[2 + kwValues.size()];
      pargs[0] = nameStr;
      pargs[1] = basesTuple;
      for (int i = 0; i < kwValues.size(); i++) {
        pargs[2 + i] = kwValues.get(i);
      }
      ns = prepare.call(pargs, kwArr.length == 0 ? null : kwArr);
    } else {
      ns = new PyDict();
    }
    Vm vm = Vm.current();
    Frame f = new Frame(body.code, body.globals, body.builtins, ns);
    f.function = body;
    if (body.closure != null) {
      System.arraycopy(body.closure, 0, f.cells, body.code.cellvars.length, body.closure.length);
    }
    for (int i = 0; i < body.code.cellvars.length; i++) {
      f.cells[i] = new PyCell(null);
    }
    vm.meter.allocate(f.size());
    vm.enterFrame();
    PyObject cell = vm.runNested(f);
    if (bases != origBases) {
      Ops.setitem(ns, PyStr.of("__orig_bases__"), PyTuple.of(origBases)); // as CPython: Generic[T] bases
    }
    if (ns instanceof PyDict nd && nd.getItemOrNull(PyStr.of("__classcell__")) != null) {
      nd.delItem(PyStr.of("__classcell__"));
    }
    PyObject[] margs = new PyObject[3 + kwValues.size()];
    margs[0] = nameStr;
    margs[1] = basesTuple;
    margs[2] = ns;
    for (int i = 0; i < kwValues.size(); i++) {
      margs[3 + i] = kwValues.get(i);
    }
    PyObject cls = meta.call(margs, kwArr.length == 0 ? null : kwArr);
    if (cell instanceof PyCell c) {
      c.value = cls;
    }
    return cls;
  }

  private static PyObject[] resolveMroEntries(PyObject[] bases) {
    List<PyObject> out = new ArrayList<>();
    boolean changed = false;
    for (PyObject b : bases) {
      if (!(b instanceof PyType)) {
        PyObject entries = Ops.getattrOrNull(b, "__mro_entries__", null);
        if (entries != null) {
          for (PyObject e : Ops.toArray(entries.call(new PyObject[] {PyTuple.of(bases)}, null))) {
            out.add(e);
          }
          changed = true;
          continue;
        }
      }
      out.add(b);
    }
    return changed ? out.toArray(new PyObject[0]) : bases;
  }

  private static PyType calculateMeta(PyType meta, PyObject[] bases) {
    PyType winner = meta;
    for (PyObject b : bases) {
      PyType bt = b.type();
      if (winner.isSubtypeOf(bt)) {
        continue;
      }
      if (bt.isSubtypeOf(winner)) {
        winner = bt;
        continue;
      }
      throw Errors.typeError("metaclass conflict: the metaclass of a derived class must be a (non-strict) "
          + "subclass of the metaclasses of all its bases");
    }
    return winner;
  }
}
