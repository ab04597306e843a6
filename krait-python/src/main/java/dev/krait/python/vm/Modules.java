/*
 * The import system: one alphabetical table of modules implemented in Java (stdlib/), each
 * created fresh per execution on first import so that no cell can change what another sees.
 */
package dev.krait.python.vm;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.stdlib.BisectModule;
import dev.krait.python.stdlib.CopyModule;
import dev.krait.python.stdlib.FunctoolsModule;
import dev.krait.python.stdlib.HeapqModule;
import dev.krait.python.stdlib.ItertoolsModule;
import dev.krait.python.stdlib.OperatorModule;
import dev.krait.python.stdlib.StringModule;
import dev.krait.python.stdlib.TextwrapModule;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/** The module registry and the import opcodes. */
public final class Modules {
  private Modules() {}

  /** Every importable module, by name (alphabetical). */
  private static final Map<String, Supplier<PyModule>> REGISTRY = new TreeMap<>();

  static {
    REGISTRY.put("__future__", dev.krait.python.stdlib.FutureModule::create);
    REGISTRY.put("abc", dev.krait.python.stdlib.AbcModule::create);
    REGISTRY.put("asyncio", dev.krait.python.stdlib.AsyncioModule::create);
    REGISTRY.put("asyncio._waiters", () -> dev.krait.python.stdlib.AsyncioModule.submodule("_waiters"));
    REGISTRY.put("asyncio.locks", () -> dev.krait.python.stdlib.AsyncioModule.submodule("locks"));
    REGISTRY.put("asyncio.queues", () -> dev.krait.python.stdlib.AsyncioModule.submodule("queues"));
    REGISTRY.put("asyncio.taskgroups", () -> dev.krait.python.stdlib.AsyncioModule.submodule("taskgroups"));
    REGISTRY.put("asyncio.tasks", () -> dev.krait.python.stdlib.AsyncioModule.submodule("tasks"));
    REGISTRY.put("asyncio.threads", () -> dev.krait.python.stdlib.AsyncioModule.submodule("threads"));
    REGISTRY.put("asyncio.timeouts", () -> dev.krait.python.stdlib.AsyncioModule.submodule("timeouts"));
    REGISTRY.put("base64", dev.krait.python.stdlib.Base64Module::create);
    REGISTRY.put("binascii", dev.krait.python.stdlib.BinasciiModule::create);
    REGISTRY.put("bisect", dev.krait.python.stdlib.BisectModule::create);
    REGISTRY.put("calendar", dev.krait.python.stdlib.CalendarModule::create);
    REGISTRY.put("cmath", dev.krait.python.stdlib.CmathModule::create);
    REGISTRY.put("collections", dev.krait.python.stdlib.CollectionsModule::create);
    REGISTRY.put("collections.abc", dev.krait.python.stdlib.CollectionsModule::createAbc);
    REGISTRY.put("contextlib", dev.krait.python.stdlib.ContextlibModule::create);
    REGISTRY.put("copy", dev.krait.python.stdlib.CopyModule::create);
    REGISTRY.put("csv", dev.krait.python.stdlib.CsvModule::create);
    REGISTRY.put("dataclasses", dev.krait.python.stdlib.DataclassesModule::create);
    REGISTRY.put("datetime", dev.krait.python.stdlib.DatetimeModule::create);
    REGISTRY.put("decimal", dev.krait.python.stdlib.DecimalModule::create);
    REGISTRY.put("difflib", dev.krait.python.stdlib.DifflibModule::create);
    REGISTRY.put("enum", dev.krait.python.stdlib.EnumModule::create);
    REGISTRY.put("fnmatch", dev.krait.python.stdlib.FnmatchModule::create);
    REGISTRY.put("fractions", dev.krait.python.stdlib.FractionsModule::create);
    REGISTRY.put("functools", dev.krait.python.stdlib.FunctoolsModule::create);
    REGISTRY.put("hashlib", dev.krait.python.stdlib.HashlibModule::create);
    REGISTRY.put("heapq", dev.krait.python.stdlib.HeapqModule::create);
    REGISTRY.put("hmac", dev.krait.python.stdlib.HmacModule::create);
    REGISTRY.put("html", dev.krait.python.stdlib.HtmlModule::create);
    REGISTRY.put("html.parser", dev.krait.python.stdlib.HtmlParserModule::create);
    REGISTRY.put("inspect", dev.krait.python.stdlib.InspectModule::create);
    REGISTRY.put("io", dev.krait.python.stdlib.IoModule::create);
    REGISTRY.put("itertools", dev.krait.python.stdlib.ItertoolsModule::create);
    REGISTRY.put("json", dev.krait.python.stdlib.JsonModule::create);
    REGISTRY.put("math", dev.krait.python.stdlib.MathModule::create);
    REGISTRY.put("numbers", dev.krait.python.stdlib.NumbersModule::create);
    REGISTRY.put("operator", dev.krait.python.stdlib.OperatorModule::create);
    REGISTRY.put("pathlib", dev.krait.python.stdlib.PathlibModule::create);
    REGISTRY.put("pydoc", dev.krait.python.stdlib.PydocModule::create);
    REGISTRY.put("pprint", dev.krait.python.stdlib.PprintModule::create);
    REGISTRY.put("random", dev.krait.python.stdlib.RandomModule::create);
    REGISTRY.put("re", dev.krait.python.stdlib.ReModule::create);
    REGISTRY.put("secrets", dev.krait.python.stdlib.SecretsModule::create);
    REGISTRY.put("statistics", dev.krait.python.stdlib.StatisticsModule::create);
    REGISTRY.put("string", dev.krait.python.stdlib.StringModule::create);
    REGISTRY.put("sys", dev.krait.python.stdlib.SysModule::create);
    REGISTRY.put("textwrap", dev.krait.python.stdlib.TextwrapModule::create);
    REGISTRY.put("time", dev.krait.python.stdlib.TimeModule::create);
    REGISTRY.put("traceback", dev.krait.python.stdlib.TracebackModule::create);
    REGISTRY.put("types", dev.krait.python.stdlib.TypesModule::create);
    REGISTRY.put("typing", dev.krait.python.stdlib.TypingModule::create);
    REGISTRY.put("unicodedata", dev.krait.python.stdlib.UnicodedataModule::create);
    REGISTRY.put("urllib", dev.krait.python.stdlib.UrllibModule::create);
    REGISTRY.put("uuid", dev.krait.python.stdlib.UuidModule::create);
    REGISTRY.put("warnings", dev.krait.python.stdlib.WarningsModule::create);
    REGISTRY.put("zoneinfo", dev.krait.python.stdlib.ZoneinfoModule::create);
  }

  /** Names of the modules a cell may import. */
  public static java.util.Set<String> available() {
    return java.util.Collections.unmodifiableSet(REGISTRY.keySet());
  }

  /** The module named {@code name} in this execution (created on first use). */
  static PyModule load(Vm vm, String name) {
    PyModule m = vm.modules.get(name);
    if (m != null) {
      return m;
    }
    if (name.equals("builtins")
        && vm.builtins.getItemOrNull(PyStr.of("__builtins__")) instanceof PyModule b) {
      // this execution's own builtins module (changing it affects only this execution)
      vm.modules.put(name, b);
      return b;
    }
    Supplier<PyModule> factory = REGISTRY.get(name);
    if (factory == null) {
      throw Errors.moduleNotFound(name);
    }
    m = factory.get();
    vm.modules.put(name, m);
    PyModule sys = vm.modules.get("sys");
    if (sys != null && sys.instanceDict().getItemOrNull(PyStr.of("modules")) instanceof PyDict d) {
      d.setItem(PyStr.of(name), m);
    }
    return m;
  }

  /** IMPORT_NAME. */
  static PyObject importName(Vm vm, String name, PyObject fromlist) {
    if (name.isEmpty()) {
      throw Errors.importError(Ops.str(fromlist));
    }
    String[] parts = name.split("\\.");
    PyModule top = null;
    String prefix = "";
    PyModule last = null;
    for (String part : parts) {
      prefix = prefix.isEmpty() ? part : prefix + "." + part;
      PyModule m;
      try {
        m = load(vm, prefix);
      } catch (dev.krait.python.objects.PyError e) {
        if (last != null) {
          PyObject sub = Ops.getattrOrNull(last, part, null);
          if (sub instanceof PyModule sm) {
            m = sm;
          } else {
            throw Errors.moduleNotFound(prefix);
          }
        } else {
          throw e;
        }
      }
      if (last != null && last.instanceDict().getItemOrNull(PyStr.of(part)) == null) {
        last.instanceDict().setItem(PyStr.of(part), m); // a loaded submodule is its package's attribute
      }
      if (top == null) {
        top = m;
      }
      last = m;
    }
    return fromlist == PyNone.NONE ? top : last;
  }

  /** IMPORT_FROM. */
  static PyObject importFrom(PyObject module, String name) {
    PyObject v = Ops.getattrOrNull(module, name, null);
    if (v == null) {
      String mod = module instanceof PyModule m ? m.name() : "?";
      dev.krait.python.objects.PyError e =
          Errors.importError("cannot import name '" + name + "' from '" + mod + "' (unknown location)");
      e.value().instanceDict().setItem(PyStr.of("name"), PyStr.of(mod));
      throw e;
    }
    return v;
  }

  /** IMPORT_STAR. */
  static void importStar(Frame f, PyObject module) {
    PyDict d = module.instanceDict();
    PyObject target = f.locals == null ? f.globals : f.locals;
    PyObject all = d.getItemOrNull(PyStr.of("__all__"));
    if (all != null) {
      for (PyObject n : Ops.toArray(all)) {
        Ops.setitem(target, n, Ops.getattr(module, Ops.str(n)));
      }
      return;
    }
    for (PyObject key : d.keys()) {
      String n = Ops.str(key);
      if (!n.startsWith("_")) {
        Ops.setitem(target, key, d.getItemOrNull(key));
      }
    }
  }

  static PyTuple unused() {
    return PyTuple.EMPTY;
  }
}
