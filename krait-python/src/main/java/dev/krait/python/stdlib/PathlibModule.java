/*
 * pathlib: the pure path algebra of CPython 3.11 (PurePath, PurePosixPath, PureWindowsPath:
 * parsing, joining, parts, parents, names and suffixes, relative_to, match, comparisons, as_uri)
 * and the concrete Path/PosixPath, whose pure side works while every file-system operation raises
 * PermissionError (a cell has no files). A path is a Java record of its drive, root and parts,
 * parsed once: cells build many paths from strings, and the algebra is plain string work that
 * needs no Python. Behaviour, quirks included, follows 3.11 (e.g. PureWindowsPath('c:/a', 'C:b')
 * is 'C:b' while PureWindowsPath('c:/a') / 'C:b' is 'c:/a/b'); WindowsPath cannot be made, as on
 * any POSIX system.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyBytes;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNotImplemented;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PySlice;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.objects.ReferenceVisitor;
import dev.krait.python.vm.ResourceMeter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** {@code import pathlib}. */
public final class PathlibModule {
  private PathlibModule() {}

  /** The one wording of every refused file-system operation. */
  static final String NO_FILES = "file system access is not available in this sandbox";

  static final PyType PURE_PATH = PyType.builtinInModule("pathlib", "PurePath", PyType.OBJECT,
      PathlibModule::installPure);
  static final PyType PURE_POSIX = PyType.builtinInModule("pathlib", "PurePosixPath", PURE_PATH,
      PyType::markBaseType);
  static final PyType PURE_WINDOWS = PyType.builtinInModule("pathlib", "PureWindowsPath", PURE_PATH,
      PyType::markBaseType);
  static final PyType PATH = PyType.builtinInModule("pathlib", "Path", PURE_PATH, PathlibModule::installPath);
  static final PyType POSIX_PATH = PyType.builtinInModule("pathlib", "PosixPath", new PyType[] {PATH, PURE_POSIX},
      PyType::markBaseType);
  static final PyType WINDOWS_PATH = PyType.builtinInModule("pathlib", "WindowsPath",
      new PyType[] {PATH, PURE_WINDOWS}, PyType::markBaseType);
  static final PyType PARENTS = PyType.builtinInModule("pathlib", "_PathParents", PyType.OBJECT,
      PathlibModule::installParents);

  /** Path's file-system methods (3.11): each raises PermissionError here. */
  private static final String[] FILE_METHODS = {"chmod", "exists", "glob", "group", "hardlink_to",
      "is_block_device", "is_char_device", "is_dir", "is_fifo", "is_file", "is_mount", "is_socket", "is_symlink",
      "iterdir", "lchmod", "link_to", "lstat", "mkdir", "open", "owner", "read_bytes", "read_text", "readlink",
      "rename", "replace", "resolve", "rglob", "rmdir", "samefile", "stat", "symlink_to", "touch", "unlink",
      "write_bytes", "write_text"};

  private static final Set<String> RESERVED = reservedNames();

  public static PyModule create() {
    PyModule m = new PyModule("pathlib");
    m.put("PurePath", PURE_PATH);
    m.put("PurePosixPath", PURE_POSIX);
    m.put("PureWindowsPath", PURE_WINDOWS);
    m.put("Path", PATH);
    m.put("PosixPath", POSIX_PATH);
    m.put("WindowsPath", WINDOWS_PATH);
    m.put("__all__", Support.list(PyStr.of("PurePath"), PyStr.of("PurePosixPath"), PyStr.of("PureWindowsPath"),
        PyStr.of("Path"), PyStr.of("PosixPath"), PyStr.of("WindowsPath")));
    return m;
  }

  // ================================================================ flavours

  /** The separator rules of one path syntax. */
  enum Flavour {
    POSIX('/'), WINDOWS('\\');

    final char sep;

    Flavour(char sep) {
      this.sep = sep;
    }

    String casefold(String s) {
      return this == WINDOWS ? PyStr.lowerCase(s) : s; // linear on expanding chars, unlike Java's
    }

    /** A part with the alternative separator made the main one. */
    String normalise(String s) {
      return this == WINDOWS ? s.replace('/', '\\') : s;
    }

    /** [drive, root, rest] of one (normalised) argument. */
    String[] splitRoot(String part) {
      if (this == POSIX) {
        if (!part.startsWith("/")) {
          return new String[] {"", "", part};
        }
        String rest = stripLeading(part, '/');
        // POSIX keeps exactly two leading slashes (implementation-defined); one or three or more are "/"
        return new String[] {"", part.length() - rest.length() == 2 ? "//" : "/", rest};
      }
      String prefix = "";
      if (part.startsWith("\\\\?\\")) { // the extended-length prefix, also before UNC
        prefix = part.substring(0, 4);
        part = part.substring(4);
        if (part.startsWith("UNC\\")) {
          prefix += part.substring(0, 3);
          part = "\\" + part.substring(3);
        }
      }
      boolean uncStart = part.length() >= 2 && part.charAt(0) == '\\' && part.charAt(1) == '\\'
          && (part.length() == 2 || part.charAt(2) != '\\');
      if (uncStart) { // \\server\share: the drive is both names, the root always a separator
        int server = part.indexOf('\\', 2);
        if (server != -1) {
          int share = part.indexOf('\\', server + 1);
          if (share != server + 1) {
            if (share == -1) {
              share = part.length();
            }
            String drive = prefix.isEmpty() ? part.substring(0, share) : prefix + part.substring(1, share);
            return new String[] {drive, "\\", share + 1 >= part.length() ? "" : part.substring(share + 1)};
          }
        }
      }
      String drive = "";
      if (part.length() >= 2 && part.charAt(1) == ':' && isAsciiLetter(part.charAt(0))) {
        drive = part.substring(0, 2);
        part = part.substring(2);
      }
      String root = "";
      if (part.startsWith("\\")) {
        root = "\\";
        part = stripLeading(part, '\\');
      }
      return new String[] {prefix + drive, root, part};
    }
  }

  private static boolean isAsciiLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  private static String stripLeading(String s, char c) {
    int i = 0;
    while (i < s.length() && s.charAt(i) == c) {
      i++;
    }
    return s.substring(i);
  }

  /** A parsed path: drive, root, and its parts, the anchor (drive + root) first when there is one. */
  record Parsed(String drv, String root, List<String> parts) {}

  /**
   * Parses arguments as the constructor joins them: read from the right, the last anchored argument
   * starts the path; when it has a root but no drive, the drive comes from an earlier argument.
   */
  static Parsed parse(Flavour f, List<String> args) {
    long size = 0;
    for (String a : args) {
      size += a.length();
    }
    ResourceMeter.current().tick(size);
    List<String> reversed = new ArrayList<>();
    String drv = "";
    String root = "";
    for (int i = args.size() - 1; i >= 0; i--) {
      String part = args.get(i);
      if (part.isEmpty()) {
        continue;
      }
      String[] split = f.splitRoot(f.normalise(part));
      String[] pieces = split[2].split(java.util.regex.Pattern.quote(String.valueOf(f.sep)), -1);
      for (int j = pieces.length - 1; j >= 0; j--) {
        if (!pieces[j].isEmpty() && !pieces[j].equals(".")) {
          reversed.add(pieces[j]);
        }
      }
      if (!split[0].isEmpty() || !split[1].isEmpty()) {
        drv = split[0];
        root = split[1];
        if (drv.isEmpty()) {
          for (int j = i - 1; j >= 0; j--) {
            String earlier = args.get(j);
            if (!earlier.isEmpty()) {
              String d = f.splitRoot(f.normalise(earlier))[0];
              if (!d.isEmpty()) {
                drv = d;
                break;
              }
            }
          }
        }
        break;
      }
    }
    if (!drv.isEmpty() || !root.isEmpty()) {
      reversed.add(drv + root);
    }
    java.util.Collections.reverse(reversed);
    return new Parsed(drv, root, reversed);
  }

  /** Joins a second parsed path onto a first, as {@code /} and joinpath do. */
  static Parsed join(Flavour f, Parsed a, Parsed b) {
    if (!b.root.isEmpty()) {
      if (b.drv.isEmpty() && !a.drv.isEmpty()) { // a rooted path keeps the first one's drive
        List<String> parts = new ArrayList<>();
        parts.add(a.drv + b.root);
        parts.addAll(b.parts.subList(1, b.parts.size()));
        return new Parsed(a.drv, b.root, parts);
      }
    } else if (!b.drv.isEmpty()) {
      if (f.casefold(b.drv).equals(f.casefold(a.drv))) { // same drive: relative to the first
        List<String> parts = new ArrayList<>(a.parts);
        parts.addAll(b.parts.subList(1, b.parts.size()));
        return new Parsed(a.drv, a.root, parts);
      }
    } else {
      List<String> parts = new ArrayList<>(a.parts);
      parts.addAll(b.parts);
      return new Parsed(a.drv, a.root, parts);
    }
    return b;
  }

  /** The text of parsed parts: the anchor, then the other parts between separators. */
  static String format(Flavour f, String drv, String root, List<String> parts) {
    String sep = String.valueOf(f.sep);
    if (!drv.isEmpty() || !root.isEmpty()) {
      return drv + root + String.join(sep, parts.subList(1, parts.size()));
    }
    return String.join(sep, parts);
  }

  // ================================================================ path objects

  /** One path; immutable. */
  static final class PathObject extends PyObject {
    private final PyType type;
    final Flavour flavour;
    final String drv;
    final String root;
    final List<String> parts;
    private PyDict dict;
    private String text;
    private List<String> cparts;

    PathObject(PyType type, Parsed p) {
      this.type = type;
      this.flavour = type.isSubtypeOf(PURE_WINDOWS) ? Flavour.WINDOWS : Flavour.POSIX;
      this.drv = p.drv;
      this.root = p.root;
      this.parts = List.copyOf(p.parts);
    }

    @Override
    public PyType type() {
      return type;
    }

    @Override
    public PyDict instanceDict() {
      if (dict == null && !type.isBuiltin()) { // pathlib's classes use __slots__; subclasses get a dict
        dict = new PyDict();
      }
      return dict;
    }

    @Override
    public void forEachReference(ReferenceVisitor v) {
      v.visit(type);
      v.visit(dict);
    }

    @Override
    public long shallowSize() {
      long n = 64;
      for (String s : parts) {
        n += 40 + 2L * s.length();
      }
      return n;
    }

    boolean anchored() {
      return !drv.isEmpty() || !root.isEmpty();
    }

    String text() {
      if (text == null) {
        String s = format(flavour, drv, root, parts);
        text = s.isEmpty() ? "." : s;
      }
      return text;
    }

    List<String> cparts() {
      if (cparts == null) {
        List<String> c = new ArrayList<>(parts.size());
        for (String s : parts) {
          c.add(flavour.casefold(s));
        }
        cparts = c;
      }
      return cparts;
    }

    Parsed parsed() {
      return new Parsed(drv, root, parts);
    }

    /** A path of this one's class. */
    PathObject derive(Parsed p) {
      return new PathObject(type, p);
    }

    String name() {
      return parts.size() == (anchored() ? 1 : 0) ? "" : parts.get(parts.size() - 1);
    }

    String suffix() {
      String name = name();
      int i = name.lastIndexOf('.');
      return i > 0 && i < name.length() - 1 ? name.substring(i) : "";
    }

    String asPosix() {
      return flavour == Flavour.WINDOWS ? text().replace('\\', '/') : text();
    }

    String repr() {
      return type.name() + "(" + Ops.repr(PyStr.of(asPosix())) + ")";
    }

    PathObject parentAt(int dropped) {
      return derive(new Parsed(drv, root, parts.subList(0, parts.size() - dropped)));
    }
  }

  private static PathObject self(PyObject o) {
    if (o instanceof PathObject p) {
      return p;
    }
    throw Errors.typeError("descriptor requires a 'pathlib.PurePath' object but received a '" + o.type().name()
        + "'");
  }

  /**
   * The str parts of constructor-style arguments: a path gives its parts, a str itself, an object
   * with __fspath__ what it returns; anything else fails as os.fspath does.
   */
  static List<String> argParts(PyObject[] args, int from, int to) {
    List<String> out = new ArrayList<>();
    for (int i = from; i < to; i++) {
      PyObject a = args[i];
      if (a instanceof PathObject p) {
        out.addAll(p.parts);
        continue;
      }
      PyObject v = a;
      if (!(a instanceof PyStr) && !(a instanceof PyBytes)) {
        PyObject fspath = a.type().lookup("__fspath__");
        if (fspath == null) {
          throw Errors.typeError("expected str, bytes or os.PathLike object, not " + a.type().name());
        }
        v = Ops.callMethodDescriptor(fspath, a, new PyObject[0], null);
        if (!(v instanceof PyStr) && !(v instanceof PyBytes)) {
          throw Errors.typeError("expected " + a.type().name() + ".__fspath__() to return str or bytes, not "
              + v.type().name());
        }
      }
      if (!(v instanceof PyStr s)) {
        throw Errors.typeError("argument should be a str object or an os.PathLike object returning str, not "
            + Ops.repr(v.type()));
      }
      out.add(s.value());
    }
    return out;
  }

  private static Parsed parseArgs(Flavour f, PyObject[] args, int from, int to) {
    return parse(f, argParts(args, from, to));
  }

  // ================================================================ PurePath

  private static void installPure(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      Args.noKeywords("PurePath", k);
      PyType cls = (PyType) a[0];
      if (cls == PURE_PATH) {
        cls = PURE_POSIX;
      } else if (cls == PATH) {
        cls = POSIX_PATH;
      }
      if (cls.isSubtypeOf(WINDOWS_PATH)) {
        throw Errors.notImplemented("cannot instantiate " + Ops.repr(PyStr.of(cls.name())) + " on your system");
      }
      Flavour f = cls.isSubtypeOf(PURE_WINDOWS) ? Flavour.WINDOWS : Flavour.POSIX;
      return new PathObject(cls, parseArgs(f, a, 1, a.length));
    });
    t.defineGetter("drive", o -> PyStr.of(self(o).drv));
    t.defineGetter("root", o -> PyStr.of(self(o).root));
    t.defineGetter("anchor", o -> PyStr.of(self(o).drv + self(o).root));
    t.defineGetter("parts", o -> PyTuple.wrap(self(o).parts.stream().map(PyStr::of).toArray(PyObject[]::new)));
    t.defineGetter("name", o -> PyStr.of(self(o).name()));
    t.defineGetter("suffix", o -> PyStr.of(self(o).suffix()));
    t.defineGetter("suffixes", o -> {
      String name = self(o).name();
      PyList out = new PyList();
      if (name.endsWith(".")) {
        return out;
      }
      String[] pieces = stripLeading(name, '.').split("\\.", -1);
      for (int i = 1; i < pieces.length; i++) {
        out.append(PyStr.of("." + pieces[i]));
      }
      return out;
    });
    t.defineGetter("stem", o -> {
      String name = self(o).name();
      int i = name.lastIndexOf('.');
      return PyStr.of(i > 0 && i < name.length() - 1 ? name.substring(0, i) : name);
    });
    t.defineGetter("parent", o -> {
      PathObject p = self(o);
      return p.parts.size() == (p.anchored() ? 1 : 0) ? p : p.parentAt(1);
    });
    t.defineGetter("parents", o -> new Parents(self(o)));
    t.defineMethod("__str__", (a, k) -> PyStr.of(self(a[0]).text()));
    t.defineMethod("__fspath__", (a, k) -> PyStr.of(self(a[0]).text()));
    t.defineMethod("__repr__", (a, k) -> PyStr.of(self(a[0]).repr()));
    t.defineMethod("__bytes__", (a, k) -> PyBytes.wrap(self(a[0]).text().getBytes(StandardCharsets.UTF_8)));
    t.defineNoArgMethod("as_posix", o -> PyStr.of(self(o).asPosix()));
    t.defineNoArgMethod("as_uri", o -> PyStr.of(asUri(self(o))));
    t.defineNoArgMethod("is_absolute", o -> PyBool.of(isAbsolute(self(o))));
    t.defineNoArgMethod("is_reserved", o -> PyBool.of(isReserved(self(o))));
    t.defineMethod("__reduce__", (a, k) -> PyTuple.of(a[0].type(),
        PyTuple.wrap(self(a[0]).parts.stream().map(PyStr::of).toArray(PyObject[]::new))));
    t.defineMethod("__hash__", (a, k) -> PyInt.of(PyTuple.wrap(self(a[0]).cparts().stream().map(PyStr::of)
        .toArray(PyObject[]::new)).hashValue()));
    t.defineMethod("__eq__", (a, k) -> {
      PathObject p = self(a[0]);
      if (!(a[1] instanceof PathObject q)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      return PyBool.of(p.flavour == q.flavour && p.cparts().equals(q.cparts()));
    });
    defineOrder(t, "__lt__", c -> c < 0);
    defineOrder(t, "__le__", c -> c <= 0);
    defineOrder(t, "__gt__", c -> c > 0);
    defineOrder(t, "__ge__", c -> c >= 0);
    t.defineMethod("__truediv__", (a, k) -> {
      Args.exact("__truediv__", a, k, 2);
      PathObject p = self(a[0]);
      if (!joinable(a[1])) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      return p.derive(join(p.flavour, p.parsed(), parseArgs(p.flavour, a, 1, 2)));
    });
    t.defineMethod("__rtruediv__", (a, k) -> {
      Args.exact("__rtruediv__", a, k, 2);
      PathObject p = self(a[0]);
      if (!joinable(a[1])) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      List<String> args = argParts(a, 1, 2);
      args.addAll(p.parts);
      return p.derive(parse(p.flavour, args));
    });
    t.defineMethod("joinpath", (a, k) -> {
      Args.noKeywords("joinpath", k);
      PathObject p = self(a[0]);
      return p.derive(join(p.flavour, p.parsed(), parseArgs(p.flavour, a, 1, a.length)));
    });
    t.defineMethod("with_name", (a, k) -> {
      Args.exact("with_name", a, k, 2);
      return withName(self(a[0]), a[1]);
    });
    t.defineMethod("with_stem", (a, k) -> {
      Args.exact("with_stem", a, k, 2);
      PathObject p = self(a[0]);
      return withName(p, Ops.binary(a[1], PyStr.of(p.suffix()), Ops.Binary.ADD));
    });
    t.defineMethod("with_suffix", (a, k) -> {
      Args.exact("with_suffix", a, k, 2);
      return withSuffix(self(a[0]), a[1]);
    });
    t.defineMethod("relative_to", (a, k) -> {
      Args.noKeywords("relative_to", k);
      return relativeTo(self(a[0]), a);
    });
    t.defineMethod("is_relative_to", (a, k) -> {
      Args.noKeywords("is_relative_to", k);
      try {
        relativeTo(self(a[0]), a);
        return PyBool.TRUE;
      } catch (dev.krait.python.objects.PyError e) {
        if (e.value().type().isSubtypeOf(ExceptionTypes.VALUE_ERROR)) {
          return PyBool.FALSE;
        }
        throw e;
      }
    });
    t.defineMethod("match", (a, k) -> {
      Args.exact("match", a, k, 2);
      return PyBool.of(match(self(a[0]), a[1]));
    });
  }

  /** Whether an operand of / is one the constructor accepts (otherwise / returns NotImplemented). */
  private static boolean joinable(PyObject o) {
    if (o instanceof PathObject || o instanceof PyStr) {
      return true;
    }
    if (o.type().lookup("__fspath__") == null) {
      return false;
    }
    PyObject v = Ops.callMethodDescriptor(o.type().lookup("__fspath__"), o, new PyObject[0], null);
    return v instanceof PyStr;
  }

  private interface Order {
    boolean holds(int comparison);
  }

  private static void defineOrder(PyType t, String name, Order order) {
    t.defineMethod(name, (a, k) -> {
      Args.exact(name, a, k, 2);
      PathObject p = self(a[0]);
      if (!(a[1] instanceof PathObject q) || p.flavour != q.flavour) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      return PyBool.of(order.holds(compareParts(p.cparts(), q.cparts())));
    });
  }

  private static int compareParts(List<String> a, List<String> b) {
    int n = Math.min(a.size(), b.size());
    for (int i = 0; i < n; i++) {
      int c = PyStr.compare(a.get(i), b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  }

  /** CPython's messages for a non-str where the flavour's parser expects text. */
  private static String textArg(Flavour f, PyObject o) {
    if (o instanceof PyStr s) {
      return s.value();
    }
    if (f == Flavour.WINDOWS) {
      throw Errors.attributeError("'" + o.type().name() + "' object has no attribute 'replace'");
    }
    throw Errors.typeError("'" + o.type().name() + "' object is not subscriptable");
  }

  private static PathObject withName(PathObject p, PyObject nameObj) {
    if (p.name().isEmpty()) {
      throw Errors.valueError(p.repr() + " has an empty name");
    }
    String name = textArg(p.flavour, nameObj);
    Parsed parsed = parse(p.flavour, List.of(name));
    char last = name.isEmpty() ? 0 : name.charAt(name.length() - 1);
    if (name.isEmpty() || last == p.flavour.sep || (p.flavour == Flavour.WINDOWS && last == '/')
        || !parsed.drv.isEmpty() || !parsed.root.isEmpty() || parsed.parts.size() != 1) {
      throw Errors.valueError("Invalid name " + Ops.repr(nameObj));
    }
    List<String> parts = new ArrayList<>(p.parts.subList(0, p.parts.size() - 1));
    parts.add(name);
    return p.derive(new Parsed(p.drv, p.root, parts));
  }

  private static PathObject withSuffix(PathObject p, PyObject suffixObj) {
    if (!(suffixObj instanceof PyStr s)) {
      throw Errors.typeError("argument of type '" + suffixObj.type().name() + "' is not iterable");
    }
    String suffix = s.value();
    boolean hasSep = suffix.indexOf(p.flavour.sep) >= 0 || (p.flavour == Flavour.WINDOWS && suffix.indexOf('/') >= 0);
    if (hasSep || (!suffix.isEmpty() && !suffix.startsWith(".")) || suffix.equals(".")) {
      throw Errors.valueError("Invalid suffix " + Ops.repr(suffixObj));
    }
    String name = p.name();
    if (name.isEmpty()) {
      throw Errors.valueError(p.repr() + " has an empty name");
    }
    String old = p.suffix();
    String renamed = (old.isEmpty() ? name : name.substring(0, name.length() - old.length())) + suffix;
    List<String> parts = new ArrayList<>(p.parts.subList(0, p.parts.size() - 1));
    parts.add(renamed);
    return p.derive(new Parsed(p.drv, p.root, parts));
  }

  /**
   * relative_to: the other path's anchor and parts must begin this one's (casefolded for
   * Windows), compared with drive and root as separate leading parts.
   */
  private static PathObject relativeTo(PathObject p, PyObject[] a) {
    if (a.length < 2) {
      throw Errors.typeError("need at least one argument");
    }
    Parsed to = parseArgs(p.flavour, a, 1, a.length);
    List<String> mine = withSplitAnchor(p.drv, p.root, p.parts);
    List<String> theirs = withSplitAnchor(to.drv, to.root, to.parts);
    int n = theirs.size();
    boolean bad;
    if (n == 0) {
      bad = p.anchored();
    } else {
      bad = n > mine.size() || !casefold(p.flavour, mine.subList(0, n)).equals(casefold(p.flavour, theirs));
    }
    if (bad) {
      throw Errors.valueError(Ops.repr(PyStr.of(p.text())) + " is not in the subpath of "
          + Ops.repr(PyStr.of(format(p.flavour, to.drv, to.root, to.parts)))
          + " OR one path is relative and the other is absolute.");
    }
    return p.derive(new Parsed("", n == 1 ? p.root : "", mine.subList(n, mine.size())));
  }

  private static List<String> withSplitAnchor(String drv, String root, List<String> parts) {
    if (root.isEmpty()) {
      return parts;
    }
    List<String> out = new ArrayList<>();
    out.add(drv);
    out.add(root);
    out.addAll(parts.subList(1, parts.size()));
    return out;
  }

  private static List<String> casefold(Flavour f, List<String> parts) {
    List<String> out = new ArrayList<>(parts.size());
    for (String s : parts) {
      out.add(f.casefold(s));
    }
    return out;
  }

  private static boolean isAbsolute(PathObject p) {
    return !p.root.isEmpty() && (p.flavour == Flavour.POSIX || !p.drv.isEmpty());
  }

  private static boolean isReserved(PathObject p) {
    if (p.flavour == Flavour.POSIX || p.parts.isEmpty() || p.parts.get(0).startsWith("\\\\")) {
      return false;
    }
    String name = p.parts.get(p.parts.size() - 1);
    int dot = name.indexOf('.');
    name = dot >= 0 ? name.substring(0, dot) : name;
    int colon = name.indexOf(':');
    name = colon >= 0 ? name.substring(0, colon) : name;
    int end = name.length();
    while (end > 0 && name.charAt(end - 1) == ' ') {
      end--;
    }
    return end <= 8 && RESERVED.contains(name.substring(0, end).toUpperCase(Locale.ROOT));
  }

  private static Set<String> reservedNames() {
    Set<String> s = new java.util.HashSet<>(Set.of("CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"));
    for (char c : "123456789\u00b9\u00b2\u00b3".toCharArray()) {
      s.add("COM" + c);
      s.add("LPT" + c);
    }
    return Set.copyOf(s);
  }

  /** match: glob patterns against the last parts (all of them when the pattern is anchored). */
  private static boolean match(PathObject p, PyObject patternObj) {
    String pattern = p.flavour.casefold(textArg(p.flavour, patternObj));
    Parsed pat = parse(p.flavour, List.of(pattern));
    if (pat.parts.isEmpty()) {
      throw Errors.valueError("empty pattern");
    }
    if (!pat.drv.isEmpty() && !pat.drv.equals(p.flavour.casefold(p.drv))) {
      return false;
    }
    if (!pat.root.isEmpty() && !pat.root.equals(p.flavour.casefold(p.root))) {
      return false;
    }
    List<String> parts = p.cparts();
    List<String> pats = pat.parts;
    if (!pat.drv.isEmpty() || !pat.root.isEmpty()) {
      if (pats.size() != parts.size()) {
        return false;
      }
      pats = pats.subList(1, pats.size());
    } else if (pats.size() > parts.size()) {
      return false;
    }
    for (int i = 1; i <= pats.size(); i++) {
      if (!FnmatchModule.matchCase(parts.get(parts.size() - i), pats.get(pats.size() - i))) {
        return false;
      }
    }
    return true;
  }

  private static String asUri(PathObject p) {
    if (!isAbsolute(p)) {
      throw Errors.valueError("relative path can't be expressed as a file URI");
    }
    String posix = p.asPosix();
    if (p.flavour == Flavour.POSIX) {
      return "file://" + quote(posix);
    }
    if (p.drv.length() == 2 && p.drv.charAt(1) == ':') {
      return "file:///" + p.drv + quote(posix.substring(2));
    }
    return "file:" + quote(posix);
  }

  /** Percent-encodes the UTF-8 of s except unreserved characters and '/'. */
  private static String quote(String s) {
    StringBuilder sb = new StringBuilder();
    for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
      int c = b & 0xff;
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || "_.-~/".indexOf(c) >= 0) {
        sb.append((char) c);
      } else {
        sb.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
            .append(Character.toUpperCase(Character.forDigit(c & 15, 16)));
      }
    }
    return sb.toString();
  }

  // ================================================================ parents

  /** {@code path.parents}: a sequence of the path's ancestors, nearest first. */
  static final class Parents extends PyObject {
    final PathObject path;

    Parents(PathObject path) {
      this.path = path;
    }

    @Override
    public PyType type() {
      return PARENTS;
    }

    @Override
    public void forEachReference(ReferenceVisitor v) {
      v.visit(path);
    }

    int size() {
      return path.parts.size() - (path.anchored() ? 1 : 0);
    }

    PathObject get(int i) {
      return path.parentAt(i + 1);
    }
  }

  private static Parents parents(PyObject o) {
    return (Parents) o;
  }

  private static void installParents(PyType t) {
    t.defineMethod("__len__", (a, k) -> PyInt.of(parents(a[0]).size()));
    t.defineMethod("__repr__", (a, k) -> PyStr.of("<" + parents(a[0]).path.type().name() + ".parents>"));
    t.defineMethod("__getitem__", (a, k) -> {
      Args.exact("__getitem__", a, k, 2);
      Parents ps = parents(a[0]);
      int n = ps.size();
      if (a[1] instanceof PySlice slice) {
        long[] ix = slice.indices(n);
        List<PyObject> out = new ArrayList<>();
        for (long i = ix[0]; ix[2] > 0 ? i < ix[1] : i > ix[1]; i += ix[2]) {
          out.add(ps.get((int) i));
        }
        return PyTuple.wrap(out.toArray(new PyObject[0]));
      }
      if (!(a[1] instanceof PyInt)) {
        throw Errors.typeError("'>=' not supported between instances of '" + a[1].type().name() + "' and 'int'");
      }
      long idx = ((PyInt) a[1]).longValue();
      if (idx >= n || idx < -n) {
        throw Errors.indexError(Ops.str(a[1]));
      }
      return ps.get((int) (idx < 0 ? idx + n : idx));
    });
    t.defineMethod("__iter__", (a, k) -> {
      Parents ps = parents(a[0]);
      PyList all = new PyList();
      for (int i = 0; i < ps.size(); i++) {
        all.append(ps.get(i));
      }
      return Ops.iter(all);
    });
    t.defineMethod("__contains__", (a, k) -> {
      Parents ps = parents(a[0]);
      for (int i = 0; i < ps.size(); i++) {
        if (Ops.eq(ps.get(i), a[1])) {
          return PyBool.TRUE;
        }
      }
      return PyBool.FALSE;
    });
  }

  // ================================================================ Path

  private static void installPath(PyType t) {
    t.markBaseType();
    for (String name : FILE_METHODS) {
      t.defineMethod(name, (a, k) -> {
        throw refused(name);
      });
    }
    t.defineClassMethod("cwd", (a, k) -> {
      throw refused("cwd");
    });
    t.defineClassMethod("home", (a, k) -> {
      throw refused("home");
    });
    // pure where CPython's are: an absolute path is its own absolute(), a path without ~ its own expanduser()
    t.defineNoArgMethod("absolute", o -> {
      if (isAbsolute(self(o))) {
        return o;
      }
      throw refused("absolute");
    });
    t.defineNoArgMethod("expanduser", o -> {
      PathObject p = self(o);
      if (p.anchored() || p.parts.isEmpty() || !p.parts.get(0).startsWith("~")) {
        return o;
      }
      throw refused("expanduser");
    });
    t.defineNoArgMethod("__enter__", o -> o);
    t.defineMethod("__exit__", (a, k) -> dev.krait.python.objects.PyNone.NONE);
  }

  private static RuntimeException refused(String method) {
    return Errors.of(ExceptionTypes.PERMISSION_ERROR, "Path." + method + "(): " + NO_FILES);
  }
}
