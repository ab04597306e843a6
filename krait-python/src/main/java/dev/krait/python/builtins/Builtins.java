/*
 * The builtins module's table: every builtin name Krait provides (types, exception types,
 * constants and functions), built once and shared, immutable, by all executions. The
 * VM-level builtins (print, exec, eval, globals, locals, super, __build_class__, exit) are
 * added by the VM on top of this table.
 */
package dev.krait.python.builtins;

import dev.krait.python.objects.BuiltinBody;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyByteArray;
import dev.krait.python.objects.PyBytes;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyClassMethod;
import dev.krait.python.objects.PyComplex;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyEllipsis;
import dev.krait.python.objects.PyEnumerate;
import dev.krait.python.objects.PyFilter;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyMap;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyNotImplemented;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyProperty;
import dev.krait.python.objects.PyRange;
import dev.krait.python.objects.PyReversed;
import dev.krait.python.objects.PySet;
import dev.krait.python.objects.PySlice;
import dev.krait.python.objects.PyStaticMethod;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.objects.PyZip;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** The table of builtin names. */
public final class Builtins {
  private Builtins() {}

  private static volatile Map<String, PyObject> table;

  /** Every builtin name (immutable, shared by all executions). */
  public static Map<String, PyObject> table() {
    Map<String, PyObject> t = table;
    if (t == null) {
      synchronized (Builtins.class) {
        t = table;
        if (t == null) {
          t = Collections.unmodifiableMap(build());
          table = t;
        }
      }
    }
    return t;
  }

  private static Map<String, PyObject> build() {
    Map<String, PyObject> m = new LinkedHashMap<>();
    // types
    m.put("object", PyType.OBJECT);
    m.put("type", PyType.TYPE);
    m.put("int", PyInt.TYPE);
    m.put("bool", PyBool.TYPE);
    m.put("float", PyFloat.TYPE);
    m.put("complex", PyComplex.TYPE);
    m.put("str", PyStr.TYPE);
    m.put("bytes", PyBytes.TYPE);
    m.put("bytearray", PyByteArray.TYPE);
    m.put("list", PyList.TYPE);
    m.put("tuple", PyTuple.TYPE);
    m.put("dict", PyDict.TYPE);
    m.put("set", PySet.TYPE);
    m.put("frozenset", PySet.FROZEN_TYPE);
    m.put("range", PyRange.TYPE);
    m.put("slice", PySlice.TYPE);
    m.put("property", PyProperty.TYPE);
    m.put("staticmethod", PyStaticMethod.TYPE);
    m.put("classmethod", PyClassMethod.TYPE);
    m.put("enumerate", PyEnumerate.TYPE);
    m.put("zip", PyZip.TYPE);
    m.put("map", PyMap.TYPE);
    m.put("filter", PyFilter.TYPE);
    m.put("reversed", PyReversed.TYPE);
    // exceptions
    m.putAll(ExceptionTypes.all());
    // constants
    m.put("None", PyNone.NONE);
    m.put("True", PyBool.TRUE);
    m.put("False", PyBool.FALSE);
    m.put("Ellipsis", PyEllipsis.ELLIPSIS);
    m.put("NotImplemented", PyNotImplemented.NOT_IMPLEMENTED);
    // functions
    fn(m, "abs", NumberBuiltins::abs);
    fn(m, "all", ReductionBuiltins::all);
    fn(m, "any", ReductionBuiltins::any);
    fn(m, "ascii", TextBuiltins::ascii);
    fn(m, "bin", NumberBuiltins::bin);
    fn(m, "callable", TypeBuiltins::callable);
    fn(m, "chr", TextBuiltins::chr);
    fn(m, "divmod", NumberBuiltins::divmod);
    fn(m, "format", TextBuiltins::format);
    fn(m, "getattr", AttributeBuiltins::getattr);
    fn(m, "hasattr", AttributeBuiltins::hasattr);
    fn(m, "hash", TypeBuiltins::hash);
    fn(m, "hex", NumberBuiltins::hex);
    fn(m, "id", TypeBuiltins::id);
    fn(m, "isinstance", TypeBuiltins::isinstance);
    fn(m, "issubclass", TypeBuiltins::issubclass);
    fn(m, "iter", IterationBuiltins::iter);
    fn(m, "len", IterationBuiltins::len);
    fn(m, "max", ReductionBuiltins::max);
    fn(m, "min", ReductionBuiltins::min);
    fn(m, "next", IterationBuiltins::next);
    fn(m, "oct", NumberBuiltins::oct);
    fn(m, "ord", TextBuiltins::ord);
    fn(m, "pow", NumberBuiltins::pow);
    fn(m, "repr", TextBuiltins::repr);
    fn(m, "round", NumberBuiltins::round);
    fn(m, "setattr", AttributeBuiltins::setattr);
    fn(m, "delattr", AttributeBuiltins::delattr);
    fn(m, "sorted", IterationBuiltins::sorted);
    fn(m, "sum", ReductionBuiltins::sum);
    fn(m, "vars", AttributeBuiltins::vars);
    fn(m, "dir", AttributeBuiltins::dir);
    fn(m, "aiter", IterationBuiltins::aiter);
    fn(m, "anext", IterationBuiltins::anext);
    return m;
  }

  private static void fn(Map<String, PyObject> m, String name, BuiltinBody body) {
    m.put(name, PyBuiltinFunction.function(name, body));
  }
}
