/*
 * A host function's documentation, from the Python stub the host supplies (for a tool:
 * `async def get_forecast(*, city: str, days: int = 1) -> Forecast` with its docstring, after the
 * TypedDicts it names). The stub is compiled once per JVM (a bounded cache: hosts regenerate the
 * same text for every cell) and run only when the cell first asks for __doc__, __signature__ or
 * help() (through __wrapped__), in a namespace of its own whose __name__ is the function's module, so the stub's
 * function and classes look as if they lived there. Running it is the host's cost, not the
 * cell's: it is not charged to the budget, like library start-up.
 */
package dev.krait.python.vm;

import dev.krait.python.compiler.CodeObject;
import dev.krait.python.compiler.Compiler;
import dev.krait.python.objects.HostDescription;
import dev.krait.python.objects.NotWalked;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.ReferenceVisitor;
import dev.krait.python.parser.Parser;
import dev.krait.python.parser.SyntaxErrorException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

final class HostStub implements HostDescription {
  private static final int CACHED_STUBS = 512;
  private static final Map<String, CodeObject> COMPILED = Collections.synchronizedMap(
      new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, CodeObject> eldest) {
          return size() > CACHED_STUBS;
        }
      });

  private final String name;
  private final String module;
  @NotWalked("the host's: it makes Java text, never holds the cell's objects")
  private final Supplier<String> source;
  /** The stub's function once run; None when the stub did not define one (a host bug, shown as no docs). */
  private PyObject function;

  HostStub(String name, String module, Supplier<String> source) {
    this.name = name;
    this.module = module;
    this.source = source;
  }

  @Override
  public String module() {
    return module;
  }

  @Override
  public PyObject doc() {
    PyObject f = function();
    return f == PyNone.NONE ? PyNone.NONE : Ops.getattr(f, "__doc__");
  }

  @Override
  public PyObject wrapped() {
    PyObject f = function();
    return f == PyNone.NONE ? null : f;
  }

  private PyObject function() {
    if (function == null) {
      function = PyNone.NONE;
      CodeObject code = compiled(source.get());
      if (code != null) {
        Vm vm = Vm.current();
        PyDict namespace = new PyDict();
        namespace.setItem(PyStr.of("__name__"), PyStr.of(module));
        vm.meter.runUncharged(() -> vm.runNested(new Frame(code, namespace, vm.builtins, namespace)));
        PyObject f = namespace.getItemOrNull(PyStr.of(name));
        function = f == null ? PyNone.NONE : f;
      }
    }
    return function;
  }

  private static CodeObject compiled(String source) {
    CodeObject code = COMPILED.get(source);
    if (code == null) {
      try {
        code = Compiler.compileModule(Parser.parseModule(source, "<stub>"), "<stub>", source, false);
      } catch (SyntaxErrorException | PyError e) {
        return null; // a malformed stub documents nothing; calling the function still works
      }
      COMPILED.put(source, code);
    }
    return code;
  }

  @Override
  public void forEachReference(ReferenceVisitor visitor) {
    visitor.visit(function);
  }

  @Override
  public long shallowSize() {
    return 32;
  }
}
