/*
 * The types module: the names of the interpreter's builtin types (FunctionType, MethodType,
 * GeneratorType, ...), SimpleNamespace, MappingProxyType, GenericAlias, NoneType and new_class.
 * Deliberately absent: CodeType, FrameType, TracebackType (no access to interpreter internals).
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBoundMethod;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyCell;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyEllipsis;
import dev.krait.python.objects.PyFunction;
import dev.krait.python.objects.PyGenericAlias;
import dev.krait.python.objects.PyMappingProxy;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNamespace;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyNotImplemented;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.PyGenerator;

/** {@code types}. */
public final class TypesModule {
  private TypesModule() {}

  /** A callable stand-in for mappingproxy whose instances are real mappingproxy objects. */
  static final PyType MAPPING_PROXY = PyType.builtin("mappingproxy", PyMappingProxy.TYPE, t -> {
    t.defineStaticMethod("__new__", (a, k) -> {
      PyObject[] p = Args.bind("mappingproxy", a, k, 1, new String[] {"mapping"}, 1);
      if (p[0] instanceof PyDict d) {
        return new PyMappingProxy(d);
      }
      throw dev.krait.python.objects.Errors.typeError("mappingproxy() argument must be a mapping, not "
          + p[0].type().name());
    });
  });

  public static PyModule create() {
    PyModule m = new PyModule("types");
    m.put("SimpleNamespace", PyNamespace.TYPE);
    m.put("MappingProxyType", MAPPING_PROXY);
    m.put("FunctionType", PyFunction.TYPE);
    m.put("LambdaType", PyFunction.TYPE);
    m.put("MethodType", PyBoundMethod.TYPE);
    m.put("BuiltinFunctionType", PyBuiltinFunction.TYPE);
    m.put("BuiltinMethodType", PyBuiltinFunction.TYPE);
    m.put("GeneratorType", PyGenerator.GENERATOR_TYPE);
    m.put("CoroutineType", PyGenerator.COROUTINE_TYPE);
    m.put("AsyncGeneratorType", PyGenerator.ASYNC_GENERATOR_TYPE);
    m.put("ModuleType", PyModule.TYPE);
    m.put("CellType", PyCell.TYPE);
    m.put("GenericAlias", PyGenericAlias.TYPE);
    m.put("NoneType", PyNone.NONE.type());
    m.put("EllipsisType", PyEllipsis.ELLIPSIS.type());
    m.put("NotImplementedType", PyNotImplemented.NOT_IMPLEMENTED.type());
    m.def("new_class", (a, k) -> {
      PyObject[] p = Args.bind("new_class", a, k, 0, new String[] {"name", "bases", "kwds", "exec_body"}, 1);
      PyObject bases = p[1] == null ? PyTuple.EMPTY : p[1];
      PyDict ns = new PyDict();
      if (p[3] != null && p[3] != PyNone.NONE) {
        Ops.call(p[3], ns);
      }
      PyObject[] bs = Ops.toArray(bases);
      PyType meta = bs.length > 0 ? bs[0].type() : PyType.TYPE;
      return meta.call(new PyObject[] {p[0], PyTuple.of(bs), ns}, null);
    });
    m.def("coroutine", (a, k) -> {
      Args.exact("coroutine", a, k, 1);
      return a[0];
    });
    m.put("__doc__", PyStr.of("Define names for built-in types that aren't directly accessible as a builtin."));
    return m;
  }
}
