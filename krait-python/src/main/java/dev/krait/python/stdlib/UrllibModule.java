/*
 * urllib.parse (the package module `urllib` whose attribute `parse` is the submodule; the import
 * system resolves `import urllib.parse` and `from urllib.parse import x` through that attribute):
 * quoting, urlencode, urlsplit/urlparse with their result named tuples, urlunsplit/urlunparse,
 * parse_qs/parse_qsl and urljoin, following CPython 3.11's algorithms.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBytes;
import dev.krait.python.objects.PyByteArray;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/** {@code import urllib} / {@code urllib.parse}. */
public final class UrllibModule {
  private UrllibModule() {}

  static final Set<String> USES_PARAMS = Set.of("", "ftp", "hdl", "prospero", "http", "imap", "https", "shttp",
      "rtsp", "rtspu", "sip", "sips", "mms", "sftp", "tel");
  static final Set<String> USES_NETLOC = Set.of("", "ftp", "http", "gopher", "nntp", "telnet", "imap", "wais",
      "file", "mms", "https", "shttp", "snews", "prospero", "rtsp", "rtspu", "rsync", "svn", "svn+ssh", "sftp", "nfs",
      "git", "git+ssh", "ws", "wss");
  static final Set<String> USES_RELATIVE = Set.of("", "ftp", "http", "gopher", "nntp", "imap", "wais", "file",
      "https", "shttp", "mms", "prospero", "rtsp", "rtspu", "sftp", "svn", "svn+ssh", "ws", "wss");

  static final PyType SPLIT_RESULT = NamedTuples.define("SplitResult", "SplitResult",
      new String[] {"scheme", "netloc", "path", "query", "fragment"}, t -> netlocProps(t, false));
  static final PyType PARSE_RESULT = NamedTuples.define("ParseResult", "ParseResult",
      new String[] {"scheme", "netloc", "path", "params", "query", "fragment"}, t -> netlocProps(t, true));
  static final PyType DEFRAG_RESULT = NamedTuples.define("DefragResult", "DefragResult",
      new String[] {"url", "fragment"}, t -> defragProps(t, false));
  // the results for bytes arguments: the same fields as bytes (CPython's *Bytes classes)
  static final PyType SPLIT_RESULT_BYTES = NamedTuples.define("SplitResultBytes", "SplitResultBytes",
      new String[] {"scheme", "netloc", "path", "query", "fragment"}, t -> netlocProps(t, false));
  static final PyType PARSE_RESULT_BYTES = NamedTuples.define("ParseResultBytes", "ParseResultBytes",
      new String[] {"scheme", "netloc", "path", "params", "query", "fragment"}, t -> netlocProps(t, true));
  static final PyType DEFRAG_RESULT_BYTES = NamedTuples.define("DefragResultBytes", "DefragResultBytes",
      new String[] {"url", "fragment"}, t -> defragProps(t, true));

  static void defragProps(PyType t, boolean bytes) {
    t.defineMethod("geturl", (a, k) -> {
      PyTuple tp = (PyTuple) a[0];
      String url = sv(tp.get(0));
      String frag = sv(tp.get(1));
      return out(frag.isEmpty() ? url : url + "#" + frag, bytes);
    });
  }

  /** A str result, or bytes (ASCII) when the arguments were bytes. */
  static PyObject out(String s, boolean bytes) {
    return bytes ? PyBytes.of(s.getBytes(StandardCharsets.ISO_8859_1)) : PyStr.of(s);
  }

  /**
   * CPython's _coerce_args: all str, or all bytes-like (decoded as ASCII, results encoded back);
   * empty/None arguments adapt to the others. Returns true for bytes.
   */
  static boolean coerce(PyObject... args) {
    Boolean str = null;
    for (PyObject o : args) {
      if (o == null || o == PyNone.NONE) {
        continue;
      }
      boolean isStr = o instanceof PyStr;
      boolean empty = isStr ? ((PyStr) o).value().isEmpty() : !Ops.truthy(o);
      if (str == null) {
        str = isStr;
      } else if (str != isStr && !empty) {
        throw Errors.typeError("Cannot mix str and non-str arguments");
      }
    }
    if (str != null && !str) {
      for (PyObject o : args) {
        if (o != null && o != PyNone.NONE && !(o instanceof PyStr) && !(o instanceof PyBytes)
            && !(o instanceof PyByteArray)) {
          throw Errors.attributeError("'" + o.type().name() + "' object has no attribute 'decode'");
        }
        if (o != null && o != PyNone.NONE && !(o instanceof PyStr)) {
          byte[] b = PyBytes.bytesFromObject(o);
          for (int i = 0; i < b.length; i++) {
            if (b[i] < 0) {
              throw new dev.krait.python.objects.PyError(new dev.krait.python.objects.PyBaseException(
                  dev.krait.python.objects.ExceptionTypes.byName("UnicodeDecodeError"), PyTuple.of(PyStr.of("ascii"),
                  PyBytes.of(b), PyInt.of(i), PyInt.of(i + 1), PyStr.of("ordinal not in range(128)"))));
            }
          }
        }
      }
    }
    return str != null && !str;
  }

  public static PyModule create() {
    PyModule pkg = new PyModule("urllib");
    pkg.put("parse", createParse());
    return pkg;
  }

  static String sv(PyObject o) {
    if (o instanceof PyStr s) {
      return s.value();
    }
    if (o instanceof PyBytes || o instanceof PyByteArray) {
      return new String(PyBytes.bytesFromObject(o), StandardCharsets.ISO_8859_1);
    }
    throw Errors.typeError("Cannot mix str and non-str arguments");
  }

  static String arg(PyObject o, String dflt) {
    return o == null || o == PyNone.NONE ? dflt : sv(o);
  }

  public static PyModule createParse() {
    PyModule m = new PyModule("urllib.parse");
    m.put("ParseResult", PARSE_RESULT);
    m.put("SplitResult", SPLIT_RESULT);
    m.put("DefragResult", DEFRAG_RESULT);
    m.put("ParseResultBytes", PARSE_RESULT_BYTES);
    m.put("SplitResultBytes", SPLIT_RESULT_BYTES);
    m.put("DefragResultBytes", DEFRAG_RESULT_BYTES);
    m.def("quote", (a, k) -> {
      PyObject[] p = Support.bind("quote", a, k, new String[] {"string", "safe", "encoding", "errors"}, 1);
      return PyStr.of(quote(p[0], p[1], p[2], p[3], "quote"));
    });
    m.def("quote_plus", (a, k) -> {
      PyObject[] p = Support.bind("quote_plus", a, k, new String[] {"string", "safe", "encoding", "errors"}, 1);
      PyObject safe = p[1] == null ? PyStr.of("") : p[1];
      boolean str = p[0] instanceof PyStr;
      if (str && !((PyStr) p[0]).value().contains(" ")
          || !str && (p[0] instanceof PyBytes || p[0] instanceof PyByteArray)
          && new String(PyBytes.bytesFromObject(p[0]), StandardCharsets.ISO_8859_1).indexOf(' ') < 0) {
        return PyStr.of(quote(p[0], safe, p[2], p[3], "quote"));
      }
      PyObject wider = safe instanceof PyStr ss ? PyStr.of(ss.value() + " ")
          : PyBytes.of((new String(PyBytes.bytesFromObject(safe), StandardCharsets.ISO_8859_1) + " ")
              .getBytes(StandardCharsets.ISO_8859_1));
      return PyStr.of(quote(p[0], wider, p[2], p[3], "quote").replace(' ', '+'));
    });
    m.def("quote_from_bytes", (a, k) -> {
      PyObject[] p = Support.bind("quote_from_bytes", a, k, new String[] {"bs", "safe"}, 1);
      if (!(p[0] instanceof PyBytes || p[0] instanceof PyByteArray)) {
        throw Errors.typeError("quote_from_bytes() expected bytes");
      }
      return PyStr.of(quoteBytes(PyBytes.bytesFromObject(p[0]), p[1]));
    });
    m.def("unquote", (a, k) -> {
      PyObject[] p = Support.bind("unquote", a, k, new String[] {"string", "encoding", "errors"}, 1);
      return PyStr.of(unquote(p[0], p[1], p[2]));
    });
    m.def("unquote_plus", (a, k) -> {
      PyObject[] p = Support.bind("unquote_plus", a, k, new String[] {"string", "encoding", "errors"}, 1);
      String s = Support.string(p[0], "unquote_plus() argument 'string'").replace('+', ' ');
      return PyStr.of(unquote(PyStr.of(s), p[1], p[2]));
    });
    m.def("unquote_to_bytes", (a, k) -> {
      PyObject[] p = Support.bind("unquote_to_bytes", a, k, new String[] {"string"}, 1);
      byte[] in = p[0] instanceof PyStr ps ? ps.value().getBytes(StandardCharsets.UTF_8) : PyBytes.bytesFromObject(p[0]);
      return PyBytes.of(unquoteBytes(in));
    });
    m.def("urlencode", (a, k) -> {
      PyObject[] p = Support.bind("urlencode", a, k, new String[] {"query", "doseq", "safe", "encoding", "errors",
          "quote_via"}, 1);
      return PyStr.of(urlencode(p[0], p[1] != null && Ops.truthy(p[1]), p[2] == null ? PyStr.of("") : p[2], p[3],
          p[4], p[5]));
    });
    m.def("urlsplit", (a, k) -> {
      PyObject[] p = Support.bind("urlsplit", a, k, new String[] {"url", "scheme", "allow_fragments"}, 1);
      boolean b = coerce(p[0], p[1]);
      String[] r = urlsplit(sv(p[0]), arg(p[1], ""), p[2] == null || Ops.truthy(p[2]));
      return result(b ? SPLIT_RESULT_BYTES : SPLIT_RESULT, r, b);
    });
    m.def("urlparse", (a, k) -> {
      PyObject[] p = Support.bind("urlparse", a, k, new String[] {"url", "scheme", "allow_fragments"}, 1);
      boolean b = coerce(p[0], p[1]);
      return result(b ? PARSE_RESULT_BYTES : PARSE_RESULT, urlparse(sv(p[0]), arg(p[1], ""),
          p[2] == null || Ops.truthy(p[2])), b);
    });
    m.def("urlunsplit", (a, k) -> {
      PyObject[] p = Support.bind("urlunsplit", a, k, new String[] {"components"}, 1);
      PyObject[] items = Ops.toArray(p[0]);
      boolean b = coerce(items);
      String[] c = strings(p[0], 5);
      return out(urlunsplit(c[0], c[1], c[2], c[3], c[4]), b);
    });
    m.def("urlunparse", (a, k) -> {
      PyObject[] p = Support.bind("urlunparse", a, k, new String[] {"components"}, 1);
      PyObject[] items = Ops.toArray(p[0]);
      boolean b = coerce(items);
      String[] c = strings(p[0], 6);
      return out(urlunparse(c), b);
    });
    m.def("parse_qsl", (a, k) -> {
      PyObject[] p = Support.bind("parse_qsl", a, k, new String[] {"qs", "keep_blank_values", "strict_parsing",
          "encoding", "errors", "max_num_fields", "separator"}, 1);
      PyList out = new PyList();
      boolean b = coerce(p[0]);
      for (String[] kv : parseQsl(p)) {
        out.append(PyTuple.of(qsOut(kv[0], b), qsOut(kv[1], b)));
      }
      return out;
    });
    m.def("parse_qs", (a, k) -> {
      PyObject[] p = Support.bind("parse_qs", a, k, new String[] {"qs", "keep_blank_values", "strict_parsing",
          "encoding", "errors", "max_num_fields", "separator"}, 1);
      PyDict out = new PyDict();
      boolean b = coerce(p[0]);
      for (String[] kv : parseQsl(p)) {
        PyObject key = qsOut(kv[0], b);
        PyObject l = out.getItemOrNull(key);
        if (l == null) {
          l = new PyList();
          out.setItem(key, l);
        }
        ((PyList) l).append(qsOut(kv[1], b));
      }
      return out;
    });
    m.def("urljoin", (a, k) -> {
      PyObject[] p = Support.bind("urljoin", a, k, new String[] {"base", "url", "allow_fragments"}, 2);
      boolean b = coerce(p[0], p[1]);
      return out(urljoin(sv(p[0]), sv(p[1]), p[2] == null || Ops.truthy(p[2])), b);
    });
    m.def("urldefrag", (a, k) -> {
      PyObject[] p = Support.bind("urldefrag", a, k, new String[] {"url"}, 1);
      boolean b = coerce(p[0]);
      String url = sv(p[0]);
      String defragged = url;
      String frag = "";
      if (url.contains("#")) {
        String[] r = urlparse(url, "", true);
        frag = r[5];
        r[5] = "";
        defragged = urlunparse(r);
      }
      return NamedTuples.make(b ? DEFRAG_RESULT_BYTES : DEFRAG_RESULT, new PyObject[] {out(defragged, b), out(frag, b)});
    });
    return m;
  }

  static String[] strings(PyObject seq, int n) {
    PyObject[] items = Ops.toArray(seq);
    if (items.length != n) {
      throw Errors.valueError("not enough values to unpack (expected " + n + ", got " + items.length + ")");
    }
    String[] out = new String[n];
    for (int i = 0; i < n; i++) {
      out[i] = items[i] == PyNone.NONE ? "" : sv(items[i]);
    }
    return out;
  }

  static PyObject result(PyType t, String[] parts, boolean bytes) {
    PyObject[] items = new PyObject[parts.length];
    for (int i = 0; i < parts.length; i++) {
      items[i] = out(parts[i], bytes);
    }
    return NamedTuples.make(t, items);
  }

  static final String ALWAYS_SAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~";

  /** quote(string, safe, encoding, errors): str is encoded (utf-8/strict by default) then quote_from_bytes. */
  static String quote(PyObject o, PyObject safe, PyObject encoding, PyObject errors, String fname) {
    byte[] data;
    if (o instanceof PyStr s) {
      if (s.value().isEmpty()) {
        return "";
      }
      PyObject enc = encoding == null || encoding == PyNone.NONE ? PyStr.of("utf-8") : encoding;
      PyObject err = errors == null || errors == PyNone.NONE ? PyStr.of("strict") : errors;
      data = PyBytes.bytesFromObject(Ops.getattr(o, "encode").call(new PyObject[] {enc, err}, null));
    } else {
      if (encoding != null && encoding != PyNone.NONE) {
        throw Errors.typeError(fname + "() doesn't support 'encoding' for bytes");
      }
      if (errors != null && errors != PyNone.NONE) {
        throw Errors.typeError(fname + "() doesn't support 'errors' for bytes");
      }
      if (!(o instanceof PyBytes || o instanceof PyByteArray)) {
        throw Errors.typeError("quote_from_bytes() expected bytes");
      }
      data = PyBytes.bytesFromObject(o);
    }
    return quoteBytes(data, safe);
  }

  /** quote_from_bytes: safe is str (non-ASCII ignored) or bytes (bytes >= 128 ignored). */
  static String quoteBytes(byte[] data, PyObject safeObj) {
    String safe;
    if (safeObj == null) {
      safe = "/";
    } else if (safeObj instanceof PyStr ss) {
      safe = ss.value();
    } else {
      safe = new String(PyBytes.bytesFromObject(safeObj), StandardCharsets.ISO_8859_1);
    }
    ResourceMeter.current().allocateString(data.length * 3L);
    StringBuilder sb = new StringBuilder(data.length);
    for (byte b : data) {
      int c = b & 0xff;
      if (c < 128 && (ALWAYS_SAFE.indexOf(c) >= 0 || safe.indexOf(c) >= 0)) {
        sb.append((char) c);
      } else {
        sb.append('%').append("0123456789ABCDEF".charAt(c >> 4)).append("0123456789ABCDEF".charAt(c & 15));
      }
    }
    return sb.toString();
  }

  static String quotePlus(PyObject o, String safe) {
    String s = o instanceof PyStr ps ? ps.value() : null;
    if (s != null && !s.contains(" ")) {
      return quote(o, PyStr.of(safe), null, null, "quote");
    }
    return quote(o, PyStr.of(safe + " "), null, null, "quote").replace(' ', '+');
  }

  static byte[] unquoteBytes(byte[] in) {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(in.length);
    for (int i = 0; i < in.length; i++) {
      if (in[i] == '%' && i + 2 < in.length && hex(in[i + 1]) >= 0 && hex(in[i + 2]) >= 0) {
        out.write(hex(in[i + 1]) * 16 + hex(in[i + 2]));
        i += 2;
      } else {
        out.write(in[i]);
      }
    }
    return out.toByteArray();
  }

  private static int hex(byte b) {
    return b < 0 ? -1 : Character.digit((char) b, 16);
  }

  static String unquote(String s) {
    return unquote(PyStr.of(s), null, null);
  }

  /** unquote(string, encoding='utf-8', errors='replace'): runs of %XX are decoded together. */
  static String unquote(PyObject o, PyObject encoding, PyObject errors) {
    if (!(o instanceof PyStr)) {
      if (o instanceof PyBytes || o instanceof PyByteArray) {
        PyObject enc = encoding == null || encoding == PyNone.NONE ? PyStr.of("utf-8") : encoding;
        PyObject err = errors == null || errors == PyNone.NONE ? PyStr.of("replace") : errors;
        return Ops.str(Ops.getattr(PyBytes.of(unquoteBytes(PyBytes.bytesFromObject(o))), "decode")
            .call(new PyObject[] {enc, err}, null));
      }
      throw Errors.typeError("argument of type '" + o.type().name() + "' is not iterable");
    }
    String s = ((PyStr) o).value();
    if (s.indexOf('%') < 0) {
      return s;
    }
    PyObject enc = encoding == null || encoding == PyNone.NONE ? PyStr.of("utf-8") : encoding;
    PyObject err = errors == null || errors == PyNone.NONE ? PyStr.of("replace") : errors;
    java.io.ByteArrayOutputStream run = new java.io.ByteArrayOutputStream();
    StringBuilder sb = new StringBuilder();
    int n = s.length();
    ResourceMeter.current().allocateString(n);
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c == '%' && i + 2 < n && Character.digit(s.charAt(i + 1), 16) >= 0 && s.charAt(i + 1) < 128
          && Character.digit(s.charAt(i + 2), 16) >= 0 && s.charAt(i + 2) < 128) {
        run.write(Character.digit(s.charAt(i + 1), 16) * 16 + Character.digit(s.charAt(i + 2), 16));
        i += 2;
      } else if (c < 128 && run.size() > 0) {
        run.write(c); // CPython decodes each ASCII run (with its escapes) as a whole
      } else {
        flush(sb, run, enc, err);
        sb.append(c);
      }
    }
    flush(sb, run, enc, err);
    return sb.toString();
  }

  private static void flush(StringBuilder sb, java.io.ByteArrayOutputStream run, PyObject enc, PyObject err) {
    if (run.size() > 0) {
      sb.append(Ops.str(Ops.getattr(PyBytes.of(run.toByteArray()), "decode").call(new PyObject[] {enc, err}, null)));
      run.reset();
    }
  }

  /** urlencode, as CPython's: mapping items or a sequence of 2-tuples; quote_via(x, safe[, encoding, errors]). */
  static String urlencode(PyObject query, boolean doseq, PyObject safe, PyObject encoding, PyObject errors,
      PyObject quoteVia) {
    List<PyObject> pairs;
    if (Ops.hasattr(query, "items")) {
      pairs = Support.toList(Ops.call(Ops.getattr(query, "items")));
    } else {
      try {
        if (Ops.len(query) > 0 && !(Ops.getitem(query, PyInt.of(0)) instanceof PyTuple)) {
          throw Errors.typeError("not a valid non-string sequence or mapping object");
        }
      } catch (dev.krait.python.objects.PyError e) {
        if (e.matches(dev.krait.python.objects.ExceptionTypes.TYPE_ERROR)) {
          throw Errors.typeError("not a valid non-string sequence or mapping object");
        }
        throw e;
      }
      pairs = Support.toList(query);
    }
    PyObject via = quoteVia == null || quoteVia == PyNone.NONE ? null : quoteVia;
    StringBuilder sb = new StringBuilder();
    for (PyObject pair : pairs) {
      ResourceMeter.current().tick();
      PyObject[] kv = Ops.toArray(pair);
      if (kv.length != 2) {
        throw Errors.valueError((kv.length > 2 ? "too many values to unpack" : "not enough values to unpack")
            + " (expected 2" + (kv.length > 2 ? ")" : ", got " + kv.length + ")"));
      }
      String key = qv(kv[0], safe, encoding, errors, via);
      PyObject v = kv[1];
      if (!doseq || v instanceof PyStr || v instanceof PyBytes) {
        append(sb, key, qv(v, safe, encoding, errors, via));
        continue;
      }
      boolean sized;
      try {
        Ops.len(v);
        sized = true;
      } catch (dev.krait.python.objects.PyError e) {
        if (!e.matches(dev.krait.python.objects.ExceptionTypes.TYPE_ERROR)) {
          throw e;
        }
        sized = false;
      }
      if (!sized) {
        append(sb, key, qv(v, safe, encoding, errors, via));
      } else {
        for (PyObject elt : Support.toList(v)) {
          append(sb, key, qv(elt, safe, encoding, errors, via));
        }
      }
    }
    return sb.toString();
  }

  private static void append(StringBuilder sb, String k, String v) {
    if (sb.length() > 0) {
      sb.append('&');
    }
    sb.append(k).append('=').append(v);
  }

  /** One quoted key or value: bytes as quote_via(b, safe), anything else as quote_via(str(x), safe, encoding, errors). */
  private static String qv(PyObject v, PyObject safe, PyObject encoding, PyObject errors, PyObject via) {
    boolean bytes = v instanceof PyBytes;
    PyObject s = bytes || v instanceof PyStr ? v : Ops.strObject(v);
    if (via != null) {
      PyObject r = bytes ? Ops.call(via, s, safe) : via.call(new PyObject[] {s, safe,
          encoding == null ? PyNone.NONE : encoding, errors == null ? PyNone.NONE : errors}, null);
      return Ops.strValue(r, "can only concatenate str (not \"" + r.type().name() + "\") to str");
    }
    // quote_plus
    String str = s instanceof PyStr ps ? ps.value() : new String(PyBytes.bytesFromObject(s),
        StandardCharsets.ISO_8859_1);
    PyObject enc = bytes ? null : encoding;
    PyObject err = bytes ? null : errors;
    if (str.indexOf(' ') < 0) {
      return quote(s, safe, enc, err, "quote");
    }
    PyObject wider = safe instanceof PyStr ss ? PyStr.of(ss.value() + " ") : PyBytes.of((new String(
        PyBytes.bytesFromObject(safe), StandardCharsets.ISO_8859_1) + " ").getBytes(StandardCharsets.ISO_8859_1));
    return quote(s, wider, enc, err, "quote").replace(' ', '+');
  }

  static String[] urlsplit(String url, String scheme, boolean allowFragments) {
    int st = 0;
    while (st < url.length() && url.charAt(st) <= ' ') {
      st++;
    }
    url = url.substring(st).replace("\t", "").replace("\r", "").replace("\n", "");
    scheme = scheme.replace("\t", "").replace("\r", "").replace("\n", "");
    String netloc = "";
    String query = "";
    String fragment = "";
    int i = url.indexOf(':');
    if (i > 0 && url.charAt(0) < 128 && Character.isLetter(url.charAt(0))) {
      boolean ok = true;
      for (int j = 0; j < i; j++) {
        char c = url.charAt(j);
        if (!(c < 128 && (Character.isLetterOrDigit(c) || c == '+' || c == '-' || c == '.'))) {
          ok = false;
          break;
        }
      }
      if (ok) {
        scheme = dev.krait.python.objects.PyStr.lowerCase(url.substring(0, i));
        url = url.substring(i + 1);
      }
    }
    if (url.startsWith("//")) {
      int delim = url.length();
      for (char c : new char[] {'/', '?', '#'}) {
        int w = url.indexOf(c, 2);
        if (w >= 0) {
          delim = Math.min(delim, w);
        }
      }
      netloc = url.substring(2, delim);
      url = url.substring(delim);
      if (netloc.contains("[") != netloc.contains("]")) {
        throw Errors.valueError("Invalid IPv6 URL");
      }
    }
    if (allowFragments && url.contains("#")) {
      int h = url.indexOf('#');
      fragment = url.substring(h + 1);
      url = url.substring(0, h);
    }
    if (url.contains("?")) {
      int qm = url.indexOf('?');
      query = url.substring(qm + 1);
      url = url.substring(0, qm);
    }
    return new String[] {scheme, netloc, url, query, fragment};
  }

  static String[] urlparse(String url, String scheme, boolean allowFragments) {
    String[] s = urlsplit(url, scheme, allowFragments);
    String path = s[2];
    String params = "";
    if (USES_PARAMS.contains(s[0]) && path.contains(";")) {
      int i;
      if (path.contains("/")) {
        i = path.indexOf(';', path.lastIndexOf('/'));
      } else {
        i = path.indexOf(';');
      }
      if (i >= 0) {
        params = path.substring(i + 1);
        path = path.substring(0, i);
      }
    }
    return new String[] {s[0], s[1], path, params, s[3], s[4]};
  }

  static String urlunsplit(String scheme, String netloc, String url, String query, String fragment) {
    if (!netloc.isEmpty() || (!scheme.isEmpty() && USES_NETLOC.contains(scheme) && !url.startsWith("//"))) {
      if (!url.isEmpty() && !url.startsWith("/")) {
        url = "/" + url;
      }
      url = "//" + netloc + url;
    }
    if (!scheme.isEmpty()) {
      url = scheme + ":" + url;
    }
    if (!query.isEmpty()) {
      url = url + "?" + query;
    }
    if (!fragment.isEmpty()) {
      url = url + "#" + fragment;
    }
    return url;
  }

  static String urlunparse(String[] c) {
    String url = c[2];
    if (!c[3].isEmpty()) {
      url = url + ";" + c[3];
    }
    return urlunsplit(c[0], c[1], url, c[4], c[5]);
  }

  static PyObject qsOut(String s, boolean bytes) {
    if (!bytes) {
      return PyStr.of(s);
    }
    return Ops.getattr(PyStr.of(s), "encode").call(new PyObject[] {PyStr.of("ascii")}, null);
  }

  /** parse_qsl's arguments (qs, keep_blank_values, strict_parsing, encoding, errors, max_num_fields, separator). */
  static List<String[]> parseQsl(PyObject[] p) {
    String qs = arg(p[0], "");
    boolean keepBlank = p[1] != null && Ops.truthy(p[1]);
    boolean strict = p[2] != null && Ops.truthy(p[2]);
    PyObject sepObj = p[6] == null ? PyStr.of("&") : p[6];
    if (!(sepObj instanceof PyStr || sepObj instanceof PyBytes) || !Ops.truthy(sepObj)) {
      throw Errors.valueError("Separator must be of type string or bytes.");
    }
    String sep = sv(sepObj);
    if (p[5] != null && p[5] != PyNone.NONE) {
      long fields = qs.isEmpty() ? 0 : 1 + (qs.length() - qs.replace(sep, "").length()) / sep.length();
      if (Support.toLong(p[5]) < fields) {
        throw Errors.valueError("Max number of fields exceeded");
      }
    }
    List<String[]> out = new ArrayList<>();
    if (qs.isEmpty()) {
      return out;
    }
    for (String nv : qs.split(java.util.regex.Pattern.quote(sep), -1)) {
      ResourceMeter.current().tick();
      if (nv.isEmpty() && !strict) {
        continue;
      }
      int eq = nv.indexOf('=');
      String name;
      String value;
      if (eq < 0) {
        if (strict) {
          throw Errors.valueError("bad query field: " + PyStr.repr(nv));
        }
        if (!keepBlank) {
          continue;
        }
        name = nv;
        value = "";
      } else {
        name = nv.substring(0, eq);
        value = nv.substring(eq + 1);
      }
      if (!value.isEmpty() || keepBlank) {
        out.add(new String[] {unquote(PyStr.of(name.replace('+', ' ')), p[3], p[4]),
            unquote(PyStr.of(value.replace('+', ' ')), p[3], p[4])});
      }
    }
    return out;
  }

  static String urljoin(String base, String url, boolean allowFragments) {
    if (base.isEmpty()) {
      return url;
    }
    if (url.isEmpty()) {
      return base;
    }
    String[] b = urlparse(base, "", allowFragments);
    String[] u = urlparse(url, b[0], allowFragments);
    String scheme = u[0];
    String netloc = u[1];
    String path = u[2];
    String params = u[3];
    String query = u[4];
    String fragment = u[5];
    if (!scheme.equals(b[0]) || !USES_RELATIVE.contains(scheme)) {
      return url;
    }
    if (USES_NETLOC.contains(scheme)) {
      if (!netloc.isEmpty()) {
        return urlunparse(new String[] {scheme, netloc, path, params, query, fragment});
      }
      netloc = b[1];
    }
    if (path.isEmpty() && params.isEmpty()) {
      path = b[2];
      params = b[3];
      if (query.isEmpty()) {
        query = b[4];
      }
      return urlunparse(new String[] {scheme, netloc, path, params, query, fragment});
    }
    List<String> baseParts = new ArrayList<>(Arrays.asList(b[2].split("/", -1)));
    if (!baseParts.get(baseParts.size() - 1).isEmpty()) {
      baseParts.remove(baseParts.size() - 1);
    }
    List<String> segments;
    if (path.startsWith("/")) {
      segments = new ArrayList<>(Arrays.asList(path.split("/", -1)));
    } else {
      segments = new ArrayList<>(baseParts);
      segments.addAll(Arrays.asList(path.split("/", -1)));
      if (segments.size() > 2) {
        List<String> mid = new ArrayList<>();
        for (String s : segments.subList(1, segments.size() - 1)) {
          if (!s.isEmpty()) {
            mid.add(s);
          }
        }
        List<String> re = new ArrayList<>();
        re.add(segments.get(0));
        re.addAll(mid);
        re.add(segments.get(segments.size() - 1));
        segments = re;
      }
    }
    List<String> resolved = new ArrayList<>();
    for (String seg : segments) {
      if (seg.equals("..")) {
        if (!resolved.isEmpty()) {
          resolved.remove(resolved.size() - 1);
        }
      } else if (!seg.equals(".")) {
        resolved.add(seg);
      }
    }
    String last = segments.get(segments.size() - 1);
    if (last.equals(".") || last.equals("..")) {
      resolved.add("");
    }
    String joined = String.join("/", resolved);
    return urlunparse(new String[] {scheme, netloc, joined.isEmpty() ? "/" : joined, params, query, fragment});
  }

  // ---------------------------------------------------------------- netloc properties

  static void netlocProps(PyType t, boolean parse) {
    t.defineGetter("username", o -> {
      String[] ui = userinfo(netloc(o));
      return ui == null ? PyNone.NONE : out(ui[0], isBytes(o));
    });
    t.defineGetter("password", o -> {
      String[] ui = userinfo(netloc(o));
      return ui == null || ui[1] == null ? PyNone.NONE : out(ui[1], isBytes(o));
    });
    t.defineGetter("hostname", o -> {
      String host = hostport(netloc(o))[0];
      if (host.isEmpty()) {
        return PyNone.NONE;
      }
      if (host.startsWith("[")) {
        int close = host.indexOf(']');
        host = host.substring(1, close < 0 ? host.length() : close);
        int pct = host.indexOf('%');
        if (pct >= 0) {
          return out(dev.krait.python.objects.PyStr.lowerCase(host.substring(0, pct)) + host.substring(pct), isBytes(o));
        }
      }
      return out(dev.krait.python.objects.PyStr.lowerCase(host), isBytes(o));
    });
    t.defineGetter("port", o -> {
      String port = hostport(netloc(o))[1];
      if (port == null || port.isEmpty()) {
        return PyNone.NONE;
      }
      if (!port.matches("[0-9]+")) {
        throw Errors.valueError("Port could not be cast to integer value as " + PyStr.repr(port));
      }
      long p = port.length() > 6 ? 99999999L : Long.parseLong(port);
      if (p > 65535) {
        throw Errors.valueError("Port out of range 0-65535");
      }
      return PyInt.of(p);
    });
    t.defineMethod("geturl", (a, k) -> {
      PyTuple tp = (PyTuple) a[0];
      String[] c = new String[tp.size()];
      for (int i = 0; i < c.length; i++) {
        c[i] = sv(tp.get(i));
      }
      return out(parse ? urlunparse(c) : urlunsplit(c[0], c[1], c[2], c[3], c[4]), isBytes(a[0]));
    });
  }

  static String netloc(PyObject o) {
    return sv(((PyTuple) o).get(1));
  }

  static boolean isBytes(PyObject o) {
    return !(((PyTuple) o).get(0) instanceof PyStr);
  }

  static String[] userinfo(String netloc) {
    int at = netloc.lastIndexOf('@');
    if (at < 0) {
      return null;
    }
    String ui = netloc.substring(0, at);
    int colon = ui.indexOf(':');
    return colon < 0 ? new String[] {ui, null} : new String[] {ui.substring(0, colon), ui.substring(colon + 1)};
  }

  static String[] hostport(String netloc) {
    String hp = netloc.substring(netloc.lastIndexOf('@') + 1);
    if (hp.startsWith("[")) {
      int close = hp.indexOf(']');
      String rest = close < 0 ? "" : hp.substring(close + 1);
      return new String[] {close < 0 ? hp : hp.substring(0, close + 1), rest.startsWith(":") ? rest.substring(1) : null};
    }
    int colon = hp.indexOf(':');
    return colon < 0 ? new String[] {hp, null} : new String[] {hp.substring(0, colon), hp.substring(colon + 1)};
  }
}
