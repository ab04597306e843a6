/*
 * The built-in exception hierarchy of CPython 3.11 (exception groups included), plus Krait's
 * ToolError. One table, so the builtins module and the error factories share the same types.
 */
package dev.krait.python.objects;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** Every builtin exception type, by name. */
public final class ExceptionTypes {
  private ExceptionTypes() {}

  private static final Map<String, PyType> BY_NAME = new LinkedHashMap<>();

  public static final PyType BASE_EXCEPTION = register(PyType.builtin("BaseException", PyType.OBJECT,
      PyBaseException::install));
  public static final PyType GENERATOR_EXIT = sub("GeneratorExit", BASE_EXCEPTION);
  public static final PyType KEYBOARD_INTERRUPT = sub("KeyboardInterrupt", BASE_EXCEPTION);
  public static final PyType SYSTEM_EXIT = sub("SystemExit", BASE_EXCEPTION, t ->
      t.defineGetter("code", o -> ((PyBaseException) o).firstArgOrNone()));
  public static final PyType EXCEPTION = sub("Exception", BASE_EXCEPTION);
  public static final PyType ARITHMETIC_ERROR = sub("ArithmeticError", EXCEPTION);
  public static final PyType FLOATING_POINT_ERROR = sub("FloatingPointError", ARITHMETIC_ERROR);
  public static final PyType OVERFLOW_ERROR = sub("OverflowError", ARITHMETIC_ERROR);
  public static final PyType ZERO_DIVISION_ERROR = sub("ZeroDivisionError", ARITHMETIC_ERROR);
  public static final PyType ASSERTION_ERROR = sub("AssertionError", EXCEPTION);
  public static final PyType ATTRIBUTE_ERROR = sub("AttributeError", EXCEPTION, ExceptionTypes::nameAndObj);
  public static final PyType BUFFER_ERROR = sub("BufferError", EXCEPTION);
  public static final PyType EOF_ERROR = sub("EOFError", EXCEPTION);
  public static final PyType IMPORT_ERROR = sub("ImportError", EXCEPTION, ExceptionTypes::importAttributes);
  public static final PyType MODULE_NOT_FOUND_ERROR = sub("ModuleNotFoundError", IMPORT_ERROR);
  public static final PyType LOOKUP_ERROR = sub("LookupError", EXCEPTION);
  public static final PyType INDEX_ERROR = sub("IndexError", LOOKUP_ERROR);
  public static final PyType KEY_ERROR = sub("KeyError", LOOKUP_ERROR, t ->
      t.defineMethod("__str__", (a, k) -> {
        PyTuple args = ((PyBaseException) a[0]).args();
        if (args.size() == 1) {
          return PyStr.of(Ops.repr(args.get(0)));
        }
        return args.size() == 0 ? PyStr.EMPTY : PyStr.of(Ops.str(args));
      }));
  public static final PyType MEMORY_ERROR = sub("MemoryError", EXCEPTION);
  public static final PyType NAME_ERROR = sub("NameError", EXCEPTION, ExceptionTypes::nameAttribute);
  public static final PyType UNBOUND_LOCAL_ERROR = sub("UnboundLocalError", NAME_ERROR);
  public static final PyType OS_ERROR = sub("OSError", EXCEPTION, ExceptionTypes::osErrorAttributes);
  public static final PyType BLOCKING_IO_ERROR = sub("BlockingIOError", OS_ERROR);
  public static final PyType CHILD_PROCESS_ERROR = sub("ChildProcessError", OS_ERROR);
  public static final PyType CONNECTION_ERROR = sub("ConnectionError", OS_ERROR);
  public static final PyType BROKEN_PIPE_ERROR = sub("BrokenPipeError", CONNECTION_ERROR);
  public static final PyType CONNECTION_ABORTED_ERROR = sub("ConnectionAbortedError", CONNECTION_ERROR);
  public static final PyType CONNECTION_REFUSED_ERROR = sub("ConnectionRefusedError", CONNECTION_ERROR);
  public static final PyType CONNECTION_RESET_ERROR = sub("ConnectionResetError", CONNECTION_ERROR);
  public static final PyType FILE_EXISTS_ERROR = sub("FileExistsError", OS_ERROR);
  public static final PyType FILE_NOT_FOUND_ERROR = sub("FileNotFoundError", OS_ERROR);
  public static final PyType INTERRUPTED_ERROR = sub("InterruptedError", OS_ERROR);
  public static final PyType IS_A_DIRECTORY_ERROR = sub("IsADirectoryError", OS_ERROR);
  public static final PyType NOT_A_DIRECTORY_ERROR = sub("NotADirectoryError", OS_ERROR);
  public static final PyType PERMISSION_ERROR = sub("PermissionError", OS_ERROR);
  public static final PyType PROCESS_LOOKUP_ERROR = sub("ProcessLookupError", OS_ERROR);
  public static final PyType TIMEOUT_ERROR = sub("TimeoutError", OS_ERROR);
  public static final PyType REFERENCE_ERROR = sub("ReferenceError", EXCEPTION);
  public static final PyType RUNTIME_ERROR = sub("RuntimeError", EXCEPTION);
  public static final PyType NOT_IMPLEMENTED_ERROR = sub("NotImplementedError", RUNTIME_ERROR);
  public static final PyType RECURSION_ERROR = sub("RecursionError", RUNTIME_ERROR);
  public static final PyType STOP_ASYNC_ITERATION = sub("StopAsyncIteration", EXCEPTION);
  public static final PyType STOP_ITERATION = sub("StopIteration", EXCEPTION, t ->
      t.defineGetter("value", o -> ((PyBaseException) o).firstArgOrNone()));
  public static final PyType SYNTAX_ERROR = sub("SyntaxError", EXCEPTION, ExceptionTypes::syntaxAttributes);
  public static final PyType INDENTATION_ERROR = sub("IndentationError", SYNTAX_ERROR);
  public static final PyType TAB_ERROR = sub("TabError", INDENTATION_ERROR);
  public static final PyType SYSTEM_ERROR = sub("SystemError", EXCEPTION);
  public static final PyType TYPE_ERROR = sub("TypeError", EXCEPTION);
  public static final PyType VALUE_ERROR = sub("ValueError", EXCEPTION);
  public static final PyType UNICODE_ERROR = sub("UnicodeError", VALUE_ERROR);
  public static final PyType UNICODE_DECODE_ERROR = sub("UnicodeDecodeError", UNICODE_ERROR,
      ExceptionTypes::unicodeDecodeAttributes);
  public static final PyType UNICODE_ENCODE_ERROR = sub("UnicodeEncodeError", UNICODE_ERROR);
  public static final PyType UNICODE_TRANSLATE_ERROR = sub("UnicodeTranslateError", UNICODE_ERROR);
  public static final PyType WARNING = sub("Warning", EXCEPTION);
  public static final PyType BYTES_WARNING = sub("BytesWarning", WARNING);
  public static final PyType DEPRECATION_WARNING = sub("DeprecationWarning", WARNING);
  public static final PyType ENCODING_WARNING = sub("EncodingWarning", WARNING);
  public static final PyType FUTURE_WARNING = sub("FutureWarning", WARNING);
  public static final PyType IMPORT_WARNING = sub("ImportWarning", WARNING);
  public static final PyType PENDING_DEPRECATION_WARNING = sub("PendingDeprecationWarning", WARNING);
  public static final PyType RESOURCE_WARNING = sub("ResourceWarning", WARNING);
  public static final PyType RUNTIME_WARNING = sub("RuntimeWarning", WARNING);
  public static final PyType SYNTAX_WARNING = sub("SyntaxWarning", WARNING);
  public static final PyType UNICODE_WARNING = sub("UnicodeWarning", WARNING);
  public static final PyType USER_WARNING = sub("UserWarning", WARNING);
  public static final PyType BASE_EXCEPTION_GROUP = register(PyType.builtin("BaseExceptionGroup", BASE_EXCEPTION,
      PyExceptionGroup::install));
  public static final PyType EXCEPTION_GROUP = register(PyType.builtin("ExceptionGroup",
      new PyType[] {BASE_EXCEPTION_GROUP, EXCEPTION}, PyType::markBaseType));
  /** Krait's exception for a failed host tool call; its str() is the tool's message. */
  public static final PyType TOOL_ERROR = sub("ToolError", EXCEPTION);

  static {
    BY_NAME.put("EnvironmentError", OS_ERROR);
    BY_NAME.put("IOError", OS_ERROR);
  }

  /** All builtin exception types by name (including the OSError aliases). */
  public static Map<String, PyType> all() {
    return Collections.unmodifiableMap(BY_NAME);
  }

  /** The builtin exception type with this name, or null. */
  public static PyType byName(String name) {
    return BY_NAME.get(name);
  }

  private static PyType register(PyType t) {
    BY_NAME.put(t.name(), t);
    return t;
  }

  private static PyType sub(String name, PyType base) {
    return register(PyType.builtin(name, base, PyType::markBaseType));
  }

  private static PyType sub(String name, PyType base, java.util.function.Consumer<PyType> extra) {
    return register(PyType.builtin(name, base, t -> {
      t.markBaseType();
      extra.accept(t);
    }));
  }

  private static PyObject attr(PyObject o, String name) {
    PyObject v = o.instanceDict().getItemOrNull(PyStr.of(name));
    return v == null ? PyNone.NONE : v;
  }

  private static void nameAttribute(PyType t) {
    t.defineProperty("name", o -> attr(o, "name"), (o, v) -> o.instanceDict().setItem(PyStr.of("name"), v));
  }

  private static void nameAndObj(PyType t) {
    nameAttribute(t);
    t.defineProperty("obj", o -> attr(o, "obj"), (o, v) -> o.instanceDict().setItem(PyStr.of("obj"), v));
  }

  private static void importAttributes(PyType t) {
    nameAttribute(t);
    t.defineProperty("path", o -> attr(o, "path"), (o, v) -> o.instanceDict().setItem(PyStr.of("path"), v));
    t.defineGetter("msg", o -> ((PyBaseException) o).firstArgOrNone());
  }

  private static void unicodeDecodeAttributes(PyType t) {
    String[] fields = {"encoding", "object", "start", "end", "reason"};
    for (int i = 0; i < fields.length; i++) {
      int idx = i;
      t.defineGetter(fields[i], o -> {
        PyTuple args = ((PyBaseException) o).args();
        return args.size() == 5 ? args.get(idx) : PyNone.NONE;
      });
    }
    t.defineMethod("__str__", (a, k) -> {
      PyTuple args = ((PyBaseException) a[0]).args();
      if (args.size() != 5 || !(args.get(1) instanceof PyBytes b)) {
        return args.size() == 1 ? PyStr.of(Ops.str(args.get(0))) : PyStr.of(args.size() == 0 ? "" : Ops.str(args));
      }
      long start = Ops.index(args.get(2)).longValue();
      long end = Ops.index(args.get(3)).longValue();
      String enc = Ops.str(args.get(0));
      String reason = Ops.str(args.get(4));
      byte[] data = b.bytes();
      if (end == start + 1 && start >= 0 && start < data.length) {
        return PyStr.of("'" + enc + "' codec can't decode byte 0x" + String.format("%02x", data[(int) start] & 0xff)
            + " in position " + start + ": " + reason);
      }
      return PyStr.of("'" + enc + "' codec can't decode bytes in position " + start + "-" + (end - 1) + ": "
          + reason);
    });
  }

  /** errno of the OSError subclasses that OSError(errno, strerror) becomes, as CPython maps them. */
  private static PyType osErrorSubclass(long errno) {
    return switch ((int) errno) {
      case 11, 114, 115 -> BLOCKING_IO_ERROR;
      case 10 -> CHILD_PROCESS_ERROR;
      case 32, 108 -> BROKEN_PIPE_ERROR;
      case 103 -> CONNECTION_ABORTED_ERROR;
      case 111 -> CONNECTION_REFUSED_ERROR;
      case 104 -> CONNECTION_RESET_ERROR;
      case 17 -> FILE_EXISTS_ERROR;
      case 2 -> FILE_NOT_FOUND_ERROR;
      case 21 -> IS_A_DIRECTORY_ERROR;
      case 20 -> NOT_A_DIRECTORY_ERROR;
      case 4 -> INTERRUPTED_ERROR;
      case 1, 13 -> PERMISSION_ERROR;
      case 3 -> PROCESS_LOOKUP_ERROR;
      case 110 -> TIMEOUT_ERROR;
      default -> null;
    };
  }

  private static void osErrorAttributes(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      PyType cls = (PyType) a[0];
      PyObject[] positional = Args.positional(a, k, 1);
      if (cls == OS_ERROR && positional.length >= 2 && positional.length <= 5 && positional[0] instanceof PyInt e
          && e.fitsLong()) {
        PyType sub = osErrorSubclass(e.longValue());
        if (sub != null) {
          cls = sub;
        }
      }
      PyBaseException exc = new PyBaseException(cls, PyTuple.of(positional));
      initOsError(exc, positional);
      return exc;
    });
    t.defineMethod("__init__", (a, k) -> {
      PyBaseException self = (PyBaseException) a[0];
      PyObject[] positional = Args.positional(a, k, 1);
      self.setArgs(PyTuple.of(positional));
      initOsError(self, positional);
      return PyNone.NONE;
    });
    for (String field : new String[] {"errno", "strerror", "filename", "filename2"}) {
      t.defineProperty(field, o -> attr(o, field), (o, v) -> o.instanceDict().setItem(PyStr.of(field), v));
    }
    t.defineMethod("__str__", (a, k) -> {
      PyBaseException self = (PyBaseException) a[0];
      PyObject errno = attr(self, "errno");
      PyObject strerror = attr(self, "strerror");
      PyObject filename = attr(self, "filename");
      PyObject filename2 = attr(self, "filename2");
      if (filename != PyNone.NONE) {
        String base = "[Errno " + Ops.str(errno) + "] " + Ops.str(strerror) + ": " + Ops.repr(filename);
        return PyStr.of(filename2 != PyNone.NONE ? base + " -> " + Ops.repr(filename2) : base);
      }
      if (errno != PyNone.NONE && strerror != PyNone.NONE) {
        return PyStr.of("[Errno " + Ops.str(errno) + "] " + Ops.str(strerror));
      }
      PyTuple args = self.args();
      return args.size() == 0 ? PyStr.EMPTY : PyStr.of(args.size() == 1 ? Ops.str(args.get(0)) : Ops.str(args));
    });
  }

  private static void initOsError(PyBaseException exc, PyObject[] args) {
    if (args.length >= 2 && args.length <= 5) {
      exc.instanceDict().setItem(PyStr.of("errno"), args[0]);
      exc.instanceDict().setItem(PyStr.of("strerror"), args[1]);
      if (args.length >= 3) {
        exc.instanceDict().setItem(PyStr.of("filename"), args[2]);
        if (args.length == 5) {
          exc.instanceDict().setItem(PyStr.of("filename2"), args[4]);
        }
        exc.setArgs(PyTuple.of(args[0], args[1]));
      }
    }
  }

  private static void syntaxAttributes(PyType t) {
    for (String field : new String[] {"filename", "lineno", "offset", "text", "end_lineno", "end_offset"}) {
      t.defineProperty(field, o -> attr(o, field), (o, v) -> o.instanceDict().setItem(PyStr.of(field), v));
    }
    t.defineGetter("msg", o -> ((PyBaseException) o).firstArgOrNone());
    t.defineMethod("__str__", (a, k) -> {
      PyBaseException self = (PyBaseException) a[0];
      String msg = Ops.str(self.firstArgOrNone());
      PyObject lineno = attr(self, "lineno");
      PyObject filename = attr(self, "filename");
      if (lineno == PyNone.NONE) {
        return PyStr.of(msg);
      }
      String file = filename instanceof PyStr s ? s.value() : "?";
      return PyStr.of(msg + " (" + file + ", line " + Ops.str(lineno) + ")");
    });
  }
}
