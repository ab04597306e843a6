/*
 * json: output byte-identical to CPython 3.11's json.dumps, and loads with CPython's
 * JSONDecodeError messages and positions (expected strings produced by python3).
 */
package dev.krait.python.stdlib;

import static dev.krait.python.stdlib.StdlibTestSupport.*;
import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyInstance;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyType;
import org.junit.jupiter.api.Test;

class JsonModuleTest {
  private final PyModule json = JsonModule.create();

  private String dumps(Object... args) {
    return str(fn(json, "dumps", args));
  }

  private String loadsRepr(String text) {
    return repr(fn(json, "loads", s(text)));
  }

  private String loadsError(String text) {
    return error(() -> fn(json, "loads", s(text)));
  }

  @Test
  void dumpsBasicValues() {
    PyObject v = dict(s("a"), list(i(1), f(2.5), NONE, TRUE), s("b"), s("x"));
    assertThat(dumps(v)).isEqualTo("{\"a\": [1, 2.5, null, true], \"b\": \"x\"}");
    assertThat(dumps(tuple(i(1), FALSE))).isEqualTo("[1, false]");
  }

  @Test
  void dumpsIndentAndEmptyContainers() {
    PyObject v = dict(s("a"), list(i(1), dict()), s("b"), list());
    assertThat(dumps(v, "indent=", i(2))).isEqualTo("{\n  \"a\": [\n    1,\n    {}\n  ],\n  \"b\": []\n}");
    assertThat(dumps(dict(s("a"), i(1)), "indent=", s("\t"))).isEqualTo("{\n\t\"a\": 1\n}");
    assertThat(dumps(list(i(1)), "indent=", i(0))).isEqualTo("[\n1\n]");
  }

  @Test
  void dumpsSortKeysAndSeparators() {
    PyObject v = dict(s("b"), i(1), s("a"), i(2), s("c"), dict(s("z"), i(1), s("y"), i(2)));
    assertThat(dumps(v, "sort_keys=", TRUE)).isEqualTo("{\"a\": 2, \"b\": 1, \"c\": {\"y\": 2, \"z\": 1}}");
    assertThat(dumps(list(i(1), dict(s("a"), i(2))), "separators=", tuple(s(","), s(":"))))
        .isEqualTo("[1,{\"a\":2}]");
  }

  @Test
  void dumpsEnsureAscii() {
    assertThat(dumps(s("é😀\n\"\\\u0001\u007f")))
        .isEqualTo("\"\\u00e9\\ud83d\\ude00\\n\\\"\\\\\\u0001\\u007f\"");
    assertThat(dumps(s("é😀\u007f"), "ensure_ascii=", FALSE)).isEqualTo("\"é😀\u007f\"");
  }

  @Test
  void dumpsNonStringKeys() {
    assertThat(dumps(dict(i(1), s("a"), f(2.5), s("b"), FALSE, s("c"), NONE, s("d"))))
        .isEqualTo("{\"1\": \"a\", \"2.5\": \"b\", \"false\": \"c\", \"null\": \"d\"}");
    assertThat(error(() -> dumps(dict(tuple(i(1)), i(2)))))
        .isEqualTo("TypeError: keys must be str, int, float, bool or None, not tuple");
    assertThat(dumps(dict(tuple(i(1)), i(2), s("a"), i(3)), "skipkeys=", TRUE)).isEqualTo("{\"a\": 3}");
  }

  @Test
  void dumpsFloats() {
    assertThat(dumps(list(f(1e100), f(1.0), f(-0.0), f(0.1), f(Double.POSITIVE_INFINITY), f(Double.NaN))))
        .isEqualTo("[1e+100, 1.0, -0.0, 0.1, Infinity, NaN]");
    assertThat(error(() -> dumps(f(Double.NaN), "allow_nan=", FALSE)))
        .isEqualTo("ValueError: Out of range float values are not JSON compliant");
  }

  @Test
  void dumpsUnserializableAndDefault() {
    PyType cls = PyType.newClass(PyType.TYPE, "Thing", new PyType[0], new java.util.LinkedHashMap<>());
    PyObject thing = new PyInstance(cls);
    assertThat(error(() -> dumps(thing))).isEqualTo("TypeError: Object of type Thing is not JSON serializable");
    PyObject dflt = Support.fn("d", (a, k) -> s("converted"));
    assertThat(dumps(list(thing), "default=", dflt)).isEqualTo("[\"converted\"]");
  }

  @Test
  void dumpsCircularReference() {
    PyList l = list(i(1));
    l.append(l);
    assertThat(error(() -> dumps(l))).isEqualTo("ValueError: Circular reference detected");
  }

  @Test
  void deepNestingIsARecursionErrorNotAStackOverflow() {
    PyList outer = list();
    PyList cur = outer;
    for (int n = 0; n < 100_000; n++) {
      PyList next = list();
      cur.append(next);
      cur = next;
    }
    assertThat(error(() -> dumps(outer))).startsWith("RecursionError: maximum recursion depth exceeded");
    String deep = "[".repeat(100_000) + "]".repeat(100_000);
    assertThat(loadsError(deep)).startsWith("RecursionError: maximum recursion depth exceeded");
  }

  @Test
  void loadsValues() {
    assertThat(loadsRepr("{\"a\": [1, 2.5, -3e2, null, true, false, \"\\u00e9\\ud83d\\ude00\"], \"b\": {}}"))
        .isEqualTo("{'a': [1, 2.5, -300.0, None, True, False, 'é😀'], 'b': {}}");
    assertThat(loadsRepr("123456789012345678901234567890")).isEqualTo("123456789012345678901234567890");
    assertThat(loadsRepr(" \n\"x\" ")).isEqualTo("'x'");
    assertThat(loadsRepr("[NaN, Infinity, -Infinity]")).isEqualTo("[nan, inf, -inf]");
  }

  @Test
  void loadsErrorsMatchCPython() {
    assertThat(loadsError("")).isEqualTo("JSONDecodeError: Expecting value: line 1 column 1 (char 0)");
    assertThat(loadsError("{\"a\":1,}"))
        .isEqualTo("JSONDecodeError: Expecting property name enclosed in double quotes: line 1 column 8 (char 7)");
    assertThat(loadsError("[1,]")).isEqualTo("JSONDecodeError: Expecting value: line 1 column 4 (char 3)");
    assertThat(loadsError("{\"a\" 1}")).isEqualTo("JSONDecodeError: Expecting ':' delimiter: line 1 column 6 (char 5)");
    assertThat(loadsError("[1 2]")).isEqualTo("JSONDecodeError: Expecting ',' delimiter: line 1 column 4 (char 3)");
    assertThat(loadsError("\"abc"))
        .isEqualTo("JSONDecodeError: Unterminated string starting at: line 1 column 1 (char 0)");
    assertThat(loadsError("\"a\u0001\""))
        .isEqualTo("JSONDecodeError: Invalid control character at: line 1 column 3 (char 2)");
    assertThat(loadsError("\"\\q\"")).isEqualTo("JSONDecodeError: Invalid \\escape: line 1 column 2 (char 1)");
    assertThat(loadsError("\"\\u12\"")).isEqualTo("JSONDecodeError: Invalid \\uXXXX escape: line 1 column 3 (char 2)");
    assertThat(loadsError("01")).isEqualTo("JSONDecodeError: Extra data: line 1 column 2 (char 1)");
    assertThat(loadsError("{a:1}"))
        .isEqualTo("JSONDecodeError: Expecting property name enclosed in double quotes: line 1 column 2 (char 1)");
    assertThat(loadsError("\ufeff1"))
        .isEqualTo("JSONDecodeError: Unexpected UTF-8 BOM (decode using utf-8-sig): line 1 column 1 (char 0)");
    assertThat(loadsError("{\"a\":\n  [1,\n  x]}"))
        .isEqualTo("JSONDecodeError: Expecting value: line 3 column 3 (char 14)");
  }

  @Test
  void decodeErrorIsAValueErrorWithAttributes() {
    try {
      fn(json, "loads", s("[1,\n 2 x]"));
    } catch (PyError e) {
      assertThat(e.matches(dev.krait.python.objects.ExceptionTypes.VALUE_ERROR)).isTrue();
      assertThat(e.value().type()).isSameAs(Ops.getattr(json, "JSONDecodeError"));
      assertThat(repr(Ops.getattr(e.value(), "msg"))).isEqualTo("\"Expecting ',' delimiter\"");
      assertThat(repr(Ops.getattr(e.value(), "pos"))).isEqualTo("7");
      assertThat(repr(Ops.getattr(e.value(), "lineno"))).isEqualTo("2");
      assertThat(repr(Ops.getattr(e.value(), "colno"))).isEqualTo("4");
      return;
    }
    throw new AssertionError("no error raised");
  }

  @Test
  void loadsHooks() {
    PyObject pairsHook = Support.fn("h", (a, k) -> a[0]);
    assertThat(repr(fn(json, "loads", s("{\"b\": 1, \"a\": 2}"), "object_pairs_hook=", pairsHook)))
        .isEqualTo("[('b', 1), ('a', 2)]");
    PyObject parseFloat = Support.fn("pf", (a, k) -> a[0]);
    assertThat(repr(fn(json, "loads", s("[1.5, 2]"), "parse_float=", parseFloat))).isEqualTo("['1.5', 2]");
    assertThat(error(() -> fn(json, "loads", i(3))))
        .isEqualTo("TypeError: the JSON object must be str, bytes or bytearray, not int");
  }

  @Test
  void roundTripThroughDumpAndLoadWithFileLikeObjects() {
    PyList written = list();
    PyType cls = PyType.newClass(PyType.TYPE, "Sink", new PyType[0], new java.util.LinkedHashMap<>());
    PyObject sink = new PyInstance(cls);
    Ops.setattr(sink, "write", Support.fn("write", (a, k) -> {
      written.append(a[0]);
      return i(0);
    }));
    fn(json, "dump", dict(s("k"), list(i(1))), sink);
    assertThat(repr(written)).isEqualTo("['{\"k\": [1]}']");
    PyObject source = new PyInstance(cls);
    Ops.setattr(source, "read", Support.fn("read", (a, k) -> s("[true]")));
    assertThat(repr(fn(json, "load", source))).isEqualTo("[True]");
  }
}
