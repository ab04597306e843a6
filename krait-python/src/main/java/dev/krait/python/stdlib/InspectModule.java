/*
 * inspect: the introspection agent code uses to look at the tools and values it was given —
 * the is* predicates (iscoroutinefunction to tell async tools from plain ones), signature() with
 * Signature/Parameter as CPython's, getdoc/cleandoc, getmembers, isabstract, unwrap. Nothing that
 * reaches frames, source files or the interpreter stack exists here (currentframe, stack,
 * getsource... are AttributeError), because Krait never exposes those objects.
 * The predicates that need the code flags are Java; Signature, Parameter, signature() and the
 * documentation helpers are library Python (lib/inspect.py), run into this module the first time
 * one of them is looked up, since building those classes costs more than the rest of the module.
 */
package dev.krait.python.stdlib;

import dev.krait.python.compiler.CodeObject;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyFunction;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;

/** {@code inspect}. */
public final class InspectModule {
  private InspectModule() {}

  public static PyModule create() {
    PyModule m = new PyModule("inspect");
    predicate(m, "iscoroutinefunction", o -> hasFlag(o, CodeObject.COROUTINE));
    predicate(m, "isgeneratorfunction", o -> hasFlag(o, CodeObject.GENERATOR));
    predicate(m, "isasyncgenfunction", o -> hasFlag(o, CodeObject.ASYNC_GENERATOR));
    predicate(m, "iscoroutine", o -> typeName(o).equals("coroutine"));
    predicate(m, "isgenerator", o -> typeName(o).equals("generator"));
    predicate(m, "isasyncgen", o -> typeName(o).equals("async_generator"));
    predicate(m, "isawaitable", o -> typeName(o).equals("coroutine")
        || Ops.getattrOrNull(o.type(), "__await__", null) != null);
    predicate(m, "isfunction", o -> o instanceof PyFunction);
    predicate(m, "ismethod", InspectModule::isMethod);
    predicate(m, "isclass", o -> o instanceof PyType);
    predicate(m, "ismodule", o -> o instanceof PyModule);
    predicate(m, "isbuiltin", o -> typeName(o).equals("builtin_function_or_method"));
    predicate(m, "isroutine", o -> o instanceof PyFunction || typeName(o).equals("method")
        || typeName(o).equals("builtin_function_or_method") || typeName(o).equals("method_descriptor")
        || typeName(o).equals("wrapper_descriptor"));
    predicate(m, "isabstract", o -> o instanceof PyType t && Ops.truthy(Ops.getattrOrNull(t,
        "__abstractmethods__", PyTuple.EMPTY)));
    m.def("_signature_parts", (a, k) -> signatureParts(a));
    Support.libraryOnFirstUse(m, LAZY, "inspect.py");
    return m;
  }

  private static final java.util.Set<String> LAZY = java.util.Set.of("signature", "Signature", "Parameter",
      "getdoc", "cleandoc", "getmembers", "unwrap", "getmodule", "BoundArguments", "isdatadescriptor",
      "ismethoddescriptor", "getattr_static", "formatannotation");

  private static void predicate(PyModule m, String name, java.util.function.Predicate<PyObject> test) {
    m.def(name, (a, k) -> {
      Support.bind(name, a, k, new String[] {"object"}, 1);
      return PyBool.of(test.test(a[0]));
    });
  }

  /** A bound Python method; Krait binds builtin slot methods with the same type, CPython does not. */
  private static boolean isMethod(PyObject o) {
    if (!typeName(o).equals("method")) {
      return false;
    }
    PyObject f = Ops.getattrOrNull(o, "__func__", null);
    return f != null && !(f instanceof dev.krait.python.objects.PyBuiltinFunction)
        && !typeName(f).equals("method_descriptor") && !typeName(f).equals("wrapper_descriptor");
  }

  private static String typeName(PyObject o) {
    return o.type().name();
  }

  /** Functions, bound methods and functools.partial objects are unwrapped, as CPython's _has_code_flag. */
  private static boolean hasFlag(PyObject o, int flag) {
    for (int depth = 0; depth < 100; depth++) {
      if (o instanceof PyFunction f) {
        return (f.code.flags & flag) != 0;
      }
      String t = typeName(o);
      PyObject inner = t.equals("method") ? Ops.getattrOrNull(o, "__func__", null)
          : t.equals("partial") ? Ops.getattrOrNull(o, "func", null) : null;
      if (inner == null) {
        return false;
      }
      o = inner;
    }
    return false;
  }

  /**
   * (positional-only names, positional-or-keyword names, *args name or None, keyword-only names,
   * **kwargs name or None) of a Python function; None for anything else.
   */
  private static PyObject signatureParts(PyObject[] a) {
    if (a.length != 1 || !(a[0] instanceof PyFunction f)) {
      return PyNone.NONE;
    }
    CodeObject co = f.code;
    String[] v = co.varnames;
    int pos = co.argcount;
    int posonly = co.posonlyargcount;
    int kwonly = co.kwonlyargcount;
    int at = pos + kwonly;
    PyObject varargs = PyNone.NONE;
    PyObject varkw = PyNone.NONE;
    if ((co.flags & CodeObject.VARARGS) != 0) {
      varargs = PyStr.of(v[at++]);
    }
    if ((co.flags & CodeObject.VARKEYWORDS) != 0) {
      varkw = PyStr.of(v[at]);
    }
    return PyTuple.of(names(v, 0, posonly), names(v, posonly, pos), varargs, names(v, pos, pos + kwonly), varkw);
  }

  private static PyObject names(String[] v, int from, int to) {
    PyObject[] out = new PyObject[to - from];
    for (int i = from; i < to; i++) {
      out[i - from] = PyStr.of(v[i]);
    }
    return PyTuple.of(out);
  }
}
