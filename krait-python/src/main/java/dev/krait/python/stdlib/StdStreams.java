/*
 * sys.stdin, sys.stdout and sys.stderr: _io.TextIOWrapper objects, as a cell sees them in
 * CPython (type, repr, attributes, method errors), over the execution's own print sinks. What
 * reaches the host is unchanged: stdout's text goes where print() sends it, stderr's to the
 * stderr sink, and stdin is an input that is already at its end (a cell has no input). Anything a
 * real stream would do with the process's file descriptors (fileno, seeking) raises
 * io.UnsupportedOperation, as a stream without a descriptor does in CPython. Each execution gets
 * its own three objects (they carry the closed flag and reconfigure()'s settings).
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyType;
import dev.krait.python.objects.ReferenceVisitor;
import dev.krait.python.vm.VmAccess;

/** The standard streams of one execution. */
public final class StdStreams {
  private StdStreams() {}

  /** {@code io.TextIOWrapper}: here only the standard streams are of this type. */
  static final PyType TEXT_IO_WRAPPER = PyType.builtin("_io.TextIOWrapper", IoModule.TEXT_IO_BASE,
      StdStreams::install);

  private enum Kind { STDIN, STDOUT, STDERR }

  /** One standard stream. */
  static final class Stream extends PyObject {
    private final Kind kind;
    private final PyDict dict = new PyDict();
    private boolean closed;
    private String encoding = "utf-8";
    private String errors;
    private boolean lineBuffering;

    Stream(Kind kind) {
      this.kind = kind;
      this.errors = kind == Kind.STDERR ? "backslashreplace" : "strict";
      this.lineBuffering = kind == Kind.STDERR; // stderr is always line-buffered (CPython 3.9+)
      // like CPython's, mode lives in the instance dict (assignable), name is read-only
      dict.setItem(PyStr.of("mode"), PyStr.of(kind == Kind.STDIN ? "r" : "w"));
    }

    @Override
    public PyType type() {
      return TEXT_IO_WRAPPER;
    }

    @Override
    public PyDict instanceDict() {
      return dict;
    }

    @Override
    public void forEachReference(ReferenceVisitor v) {
      v.visit(dict);
    }

    String name() {
      return switch (kind) {
        case STDIN -> "<stdin>";
        case STDOUT -> "<stdout>";
        case STDERR -> "<stderr>";
      };
    }

    Stream open() {
      if (closed) {
        throw Errors.valueError("I/O operation on closed file.");
      }
      return this;
    }

    int write(String s) {
      open();
      if (kind == Kind.STDIN) {
        throw Errors.of(IoModule.UNSUPPORTED_OPERATION, "not writable");
      }
      if (kind == Kind.STDOUT) {
        VmAccess.writeStdout(s);
      } else {
        VmAccess.writeStderr(s);
      }
      return s.codePointCount(0, s.length());
    }

    /** Reading: stdin is at its end; the output streams are not readable. */
    PyStr read() {
      open();
      if (kind != Kind.STDIN) {
        throw Errors.of(IoModule.UNSUPPORTED_OPERATION, "not readable");
      }
      return PyStr.of("");
    }
  }

  /** Puts fresh stdin/stdout/stderr (and their __std*__ aliases) into a new sys module. */
  static void install(dev.krait.python.objects.PyModule sys) {
    Stream in = new Stream(Kind.STDIN);
    Stream out = new Stream(Kind.STDOUT);
    Stream err = new Stream(Kind.STDERR);
    sys.put("stdin", in);
    sys.put("stdout", out);
    sys.put("stderr", err);
    sys.put("__stdin__", in);
    sys.put("__stdout__", out);
    sys.put("__stderr__", err);
  }

  /**
   * Whether {@code file} is an execution's own open stdout: print() then hands its text straight
   * to the stdout sink instead of calling write() (a closed one is left to write(), which raises).
   */
  public static boolean isOpenStdout(PyObject file) {
    return file instanceof Stream s && s.kind == Kind.STDOUT && !s.closed;
  }

  private static Stream self(PyObject o) {
    return (Stream) o;
  }

  private static String str(PyObject o) {
    if (!(o instanceof PyStr s)) {
      throw Errors.typeError("write() argument must be str, not " + o.type().name());
    }
    return s.value();
  }

  private static void install(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      Args.bind("TextIOWrapper", a, k, 1, new String[] {"buffer", "encoding", "errors", "newline",
          "line_buffering", "write_through"}, 1);
      throw Errors.notImplemented("io.TextIOWrapper over a binary buffer is not available in Krait: "
          + "use io.StringIO for text in memory");
    });
    t.defineMethod("__repr__", (a, k) -> {
      Stream s = self(a[0]);
      PyObject mode = s.dict.getItemOrNull(PyStr.of("mode"));
      return PyStr.of("<_io.TextIOWrapper name=" + Ops.repr(PyStr.of(s.name()))
          + (mode == null ? "" : " mode=" + Ops.repr(mode)) + " encoding=" + Ops.repr(PyStr.of(s.encoding)) + ">");
    });
    t.defineGetter("name", o -> PyStr.of(self(o).name()));
    t.defineGetter("encoding", o -> PyStr.of(self(o).encoding));
    t.defineGetter("errors", o -> PyStr.of(self(o).errors));
    t.defineGetter("line_buffering", o -> PyBool.of(self(o).lineBuffering));
    t.defineGetter("write_through", o -> PyBool.of(self(o).kind != Kind.STDIN));
    t.defineGetter("newlines", o -> PyNone.NONE);
    t.defineGetter("closed", o -> PyBool.of(self(o).closed));
    t.defineMethod("write", (a, k) -> {
      Args.noKeywords("write", k);
      Args.exact("write", a, k, 2);
      return PyInt.of(self(a[0]).write(str(a[1])));
    });
    t.defineMethod("writelines", (a, k) -> {
      Args.noKeywords("writelines", k);
      if (a.length != 2) { // CPython's writelines is _IOBase's, and says so
        throw Errors.typeError("_IOBase.writelines() takes exactly one argument (" + (a.length - 1) + " given)");
      }
      Stream s = self(a[0]).open();
      Support.forEach(a[1], line -> s.write(str(line)));
      return PyNone.NONE;
    });
    t.defineNoArgMethod("flush", o -> {
      self(o).open();
      return PyNone.NONE;
    });
    t.defineNoArgMethod("close", o -> {
      self(o).closed = true;
      return PyNone.NONE;
    });
    t.defineNoArgMethod("isatty", o -> {
      self(o).open();
      return PyBool.FALSE;
    });
    t.defineNoArgMethod("readable", o -> PyBool.of(self(o).open().kind == Kind.STDIN));
    t.defineNoArgMethod("writable", o -> PyBool.of(self(o).open().kind != Kind.STDIN));
    t.defineNoArgMethod("seekable", o -> {
      self(o).open();
      return PyBool.FALSE;
    });
    t.defineNoArgMethod("fileno", o -> {
      self(o).open();
      throw Errors.of(IoModule.UNSUPPORTED_OPERATION, "fileno");
    });
    for (String name : new String[] {"seek", "tell", "truncate"}) {
      t.defineMethod(name, (a, k) -> {
        Args.range(name, a, k, 1, name.equals("seek") ? 3 : name.equals("truncate") ? 2 : 1);
        self(a[0]).open();
        throw Errors.of(IoModule.UNSUPPORTED_OPERATION, "underlying stream is not seekable");
      });
    }
    t.defineMethod("read", (a, k) -> {
      if (a.length > 2) {
        throw Errors.typeError("read expected at most 1 argument, got " + (a.length - 1));
      }
      return self(a[0]).read();
    });
    t.defineMethod("readline", (a, k) -> {
      if (a.length > 2) {
        throw Errors.typeError("readline expected at most 1 argument, got " + (a.length - 1));
      }
      return self(a[0]).read();
    });
    t.defineMethod("readlines", (a, k) -> {
      Args.range("readlines", a, k, 1, 2);
      self(a[0]).read();
      return new PyList();
    });
    t.defineMethod("__iter__", (a, k) -> self(a[0]).open());
    t.defineMethod("__next__", (a, k) -> {
      self(a[0]).read();
      throw Errors.stopIteration(PyNone.NONE);
    });
    t.defineMethod("__enter__", (a, k) -> self(a[0]).open());
    t.defineMethod("__exit__", (a, k) -> {
      self(a[0]).closed = true;
      return PyNone.NONE;
    });
    t.defineMethod("reconfigure", (a, k) -> reconfigure(self(a[0]), a, k));
    // CPython's fields (readonly attribute) and computed attributes (not writable) refuse apart;
    // anything else goes to the instance dict, as on a TextIOWrapper there
    t.defineMethod("__setattr__", (a, k) -> {
      Args.exact("__setattr__", a, k, 3);
      String name = Ops.strValue(a[1], "attribute name must be string, not '" + a[1].type().name() + "'");
      switch (name) {
        case "encoding", "line_buffering", "write_through" -> throw Errors.attributeError("readonly attribute");
        case "name", "closed", "newlines", "errors" -> throw Errors.attributeError("attribute '" + name
            + "' of '_io.TextIOWrapper' objects is not writable");
        default -> self(a[0]).dict.setItem(PyStr.of(name), a[2]);
      }
      return PyNone.NONE;
    });
  }

  /** {@code reconfigure(*, encoding, errors, newline, line_buffering, write_through)}. */
  private static PyObject reconfigure(Stream s, PyObject[] a, String[] k) {
    int nk = Args.kwCount(k);
    if (a.length - nk > 1) {
      throw Errors.typeError("reconfigure() takes no positional arguments");
    }
    for (int i = 0; i < nk; i++) {
      PyObject v = a[a.length - nk + i];
      switch (k[i]) {
        case "encoding", "errors" -> {
          if (v != PyNone.NONE && !(v instanceof PyStr)) {
            throw Errors.typeError("reconfigure() argument '" + k[i] + "' must be str or None, not "
                + v.type().name());
          }
        }
        case "newline", "line_buffering", "write_through" -> { }
        default -> throw Errors.typeError("'" + k[i] + "' is an invalid keyword argument for reconfigure()");
      }
    }
    s.open();
    for (int i = 0; i < nk; i++) {
      PyObject v = a[a.length - nk + i];
      if (v == PyNone.NONE) {
        continue;
      }
      switch (k[i]) {
        case "encoding" -> {
          // an unknown codec fails as in CPython; the host still receives text, whatever the name
          Ops.call(Ops.getattr(PyStr.of(""), "encode"), v);
          s.encoding = ((PyStr) v).value();
        }
        case "errors" -> s.errors = ((PyStr) v).value();
        case "line_buffering" -> s.lineBuffering = Ops.truthy(v);
        default -> { }
      }
    }
    return PyNone.NONE;
  }
}
