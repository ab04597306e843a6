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
    m.def("quote", (a, k) -> {
      PyObject[] p = Support.bind("quote", a, k, new String[] {"string", "safe", "encoding", "errors"}, 1);
      return PyStr.of(quote(p[0], arg(p[1], "/")));
    });
    m.def("quote_plus", (a, k) -> {
      PyObject[] p = Support.bind("quote_plus", a, k, new String[] {"string", "safe", "encoding", "errors"}, 1);
      return PyStr.of(quotePlus(p[0], arg(p[1], "")));
    });
    m.def("quote_from_bytes", (a, k) -> {
      PyObject[] p = Support.bind("quote_from_bytes", a, k, new String[] {"bs", "safe"}, 1);
      return PyStr.of(quote(p[0], arg(p[1], "/")));
    });
    m.def("unquote", (a, k) -> {
      PyObject[] p = Support.bind("unquote", a, k, new String[] {"string", "encoding", "errors"}, 1);
      return PyStr.of(unquote(Support.string(p[0], "unquote() argument 'string'")));
    });
    m.def("unquote_plus", (a, k) -> {
      PyObject[] p = Support.bind("unquote_plus", a, k, new String[] {"string", "encoding", "errors"}, 1);
      return PyStr.of(unquote(Support.string(p[0], "unquote_plus() argument 'string'").replace('+', ' ')));
    });
    m.def("urlencode", (a, k) -> {
      PyObject[] p = Support.bind("urlencode", a, k, new String[] {"query", "doseq", "safe", "encoding", "errors",
          "quote_via"}, 1);
      return PyStr.of(urlencode(p[0], p[1] != null && Ops.truthy(p[1]), arg(p[2], ""), p[5]));
    });
    m.def("urlsplit", (a, k) -> {
      PyObject[] p = Support.bind("urlsplit", a, k, new String[] {"url", "scheme", "allow_fragments"}, 1);
      String[] r = urlsplit(sv(p[0]), arg(p[1], ""), p[2] == null || Ops.truthy(p[2]));
      return result(SPLIT_RESULT, r);
    });
    m.def("urlparse", (a, k) -> {
      PyObject[] p = Support.bind("urlparse", a, k, new String[] {"url", "scheme", "allow_fragments"}, 1);
      return result(PARSE_RESULT, urlparse(sv(p[0]), arg(p[1], ""), p[2] == null || Ops.truthy(p[2])));
    });
    m.def("urlunsplit", (a, k) -> {
      PyObject[] p = Support.bind("urlunsplit", a, k, new String[] {"components"}, 1);
      String[] c = strings(p[0], 5);
      return PyStr.of(urlunsplit(c[0], c[1], c[2], c[3], c[4]));
    });
    m.def("urlunparse", (a, k) -> {
      PyObject[] p = Support.bind("urlunparse", a, k, new String[] {"components"}, 1);
      String[] c = strings(p[0], 6);
      return PyStr.of(urlunparse(c));
    });
    m.def("parse_qsl", (a, k) -> {
      PyObject[] p = Support.bind("parse_qsl", a, k, new String[] {"qs", "keep_blank_values", "strict_parsing",
          "encoding", "errors", "max_num_fields", "separator"}, 1);
      PyList out = new PyList();
      for (String[] kv : parseQsl(arg(p[0], ""), p[1] != null && Ops.truthy(p[1]), p[2] != null && Ops.truthy(p[2]),
          arg(p[6], "&"))) {
        out.append(PyTuple.of(PyStr.of(kv[0]), PyStr.of(kv[1])));
      }
      return out;
    });
    m.def("parse_qs", (a, k) -> {
      PyObject[] p = Support.bind("parse_qs", a, k, new String[] {"qs", "keep_blank_values", "strict_parsing",
          "encoding", "errors", "max_num_fields", "separator"}, 1);
      PyDict out = new PyDict();
      for (String[] kv : parseQsl(arg(p[0], ""), p[1] != null && Ops.truthy(p[1]), p[2] != null && Ops.truthy(p[2]),
          arg(p[6], "&"))) {
        PyStr key = PyStr.of(kv[0]);
        PyObject l = out.getItemOrNull(key);
        if (l == null) {
          l = new PyList();
          out.setItem(key, l);
        }
        ((PyList) l).append(PyStr.of(kv[1]));
      }
      return out;
    });
    m.def("urljoin", (a, k) -> {
      PyObject[] p = Support.bind("urljoin", a, k, new String[] {"base", "url", "allow_fragments"}, 2);
      return PyStr.of(urljoin(sv(p[0]), sv(p[1]), p[2] == null || Ops.truthy(p[2])));
    });
    m.def("urldefrag", (a, k) -> {
      PyObject[] p = Support.bind("urldefrag", a, k, new String[] {"url"}, 1);
      String url = sv(p[0]);
      if (url.contains("#")) {
        String[] r = urlparse(url, "", true);
        String frag = r[5];
        r[5] = "";
        return PyTuple.of(PyStr.of(urlunparse(r)), PyStr.of(frag));
      }
      return PyTuple.of(PyStr.of(url), PyStr.of(""));
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

  static PyObject result(PyType t, String[] parts) {
    PyObject[] items = new PyObject[parts.length];
    for (int i = 0; i < parts.length; i++) {
      items[i] = PyStr.of(parts[i]);
    }
    return NamedTuples.make(t, items);
  }

  static final String ALWAYS_SAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~";

  static String quote(PyObject o, String safe) {
    byte[] data = o instanceof PyStr s ? s.value().getBytes(StandardCharsets.UTF_8) : PyBytes.bytesFromObject(o);
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
      return quote(o, safe);
    }
    return quote(o, safe + " ").replace(' ', '+');
  }

  static String unquote(String s) {
    if (s.indexOf('%') < 0) {
      return s;
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    StringBuilder sb = new StringBuilder();
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c == '%' && i + 2 < n + 0 && i + 2 <= n - 1 + 0 && Character.digit(s.charAt(i + 1), 16) >= 0
          && Character.digit(s.charAt(i + 2), 16) >= 0) {
        out.write(Character.digit(s.charAt(i + 1), 16) * 16 + Character.digit(s.charAt(i + 2), 16));
        i += 2;
      } else {
        if (out.size() > 0) {
          sb.append(decodeReplace(out.toByteArray()));
          out.reset();
        }
        sb.append(c);
      }
    }
    if (out.size() > 0) {
      sb.append(decodeReplace(out.toByteArray()));
    }
    return sb.toString();
  }

  static String decodeReplace(byte[] b) {
    return new String(b, StandardCharsets.UTF_8);
  }

  static String urlencode(PyObject query, boolean doseq, String safe, PyObject quoteVia) {
    List<PyObject[]> pairs = new ArrayList<>();
    if (query instanceof PyDict d) {
      pairs.addAll(Support.items(d));
    } else if (Ops.hasattr(query, "items") && !(query instanceof PyList) && !(query instanceof PyTuple)) {
      for (PyObject kv : Ops.toArray(Ops.call(Ops.getattr(query, "items")))) {
        pairs.add(Ops.toArray(kv));
      }
    } else {
      try {
        for (PyObject kv : Ops.toArray(query)) {
          PyObject[] two = Ops.toArray(kv);
          if (two.length != 2) {
            throw Errors.typeError("not a valid non-string sequence or mapping object");
          }
          pairs.add(two);
        }
      } catch (dev.krait.python.objects.PyError e) {
        throw Errors.typeError("not a valid non-string sequence or mapping object");
      }
    }
    StringBuilder sb = new StringBuilder();
    for (PyObject[] kv : pairs) {
      ResourceMeter.current().tick();
      String key = q(kv[0], safe, quoteVia);
      if (!doseq || kv[1] instanceof PyStr || kv[1] instanceof PyBytes) {
        append(sb, key, q(kv[1], safe, quoteVia));
      } else {
        PyObject[] vs;
        try {
          vs = kv[1] instanceof PyInt || kv[1] == PyNone.NONE || kv[1] instanceof dev.krait.python.objects.PyFloat
              ? null : Ops.toArray(kv[1]);
        } catch (dev.krait.python.objects.PyError e) {
          vs = null;
        }
        if (vs == null) {
          append(sb, key, q(kv[1], safe, quoteVia));
        } else {
          for (PyObject v : vs) {
            append(sb, key, q(v, safe, quoteVia));
          }
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

  private static String q(PyObject v, String safe, PyObject quoteVia) {
    PyObject s = v instanceof PyStr || v instanceof PyBytes ? v : Ops.strObject(v);
    if (quoteVia != null && quoteVia != PyNone.NONE) {
      return Ops.str(Ops.call(quoteVia, s, PyStr.of(safe)));
    }
    return quotePlus(s, safe);
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
        scheme = url.substring(0, i).toLowerCase(java.util.Locale.ROOT);
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

  static List<String[]> parseQsl(String qs, boolean keepBlank, boolean strict, String sep) {
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
        out.add(new String[] {unquote(name.replace('+', ' ')), unquote(value.replace('+', ' '))});
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
      return ui == null ? PyNone.NONE : PyStr.of(ui[0]);
    });
    t.defineGetter("password", o -> {
      String[] ui = userinfo(netloc(o));
      return ui == null || ui[1] == null ? PyNone.NONE : PyStr.of(ui[1]);
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
          return PyStr.of(host.substring(0, pct).toLowerCase(java.util.Locale.ROOT) + host.substring(pct));
        }
      }
      return PyStr.of(host.toLowerCase(java.util.Locale.ROOT));
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
        c[i] = Ops.str(tp.get(i));
      }
      return PyStr.of(parse ? urlunparse(c) : urlunsplit(c[0], c[1], c[2], c[3], c[4]));
    });
  }

  static String netloc(PyObject o) {
    return Ops.str(((PyTuple) o).get(1));
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
