/*
 * The textwrap module: TextWrapper with CPython's chunking regex (compiled through the re
 * translator) and wrapping algorithm, wrap/fill/shorten, dedent and indent.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code textwrap}. */
public final class TextwrapModule {
  private TextwrapModule() {}

  public static final PyType WRAPPER = PyType.builtin("TextWrapper", PyType.OBJECT, TextwrapModule::installWrapper);

  private static final String WS = "[\\t\\n\\x0b\\x0c\\r ]";
  private static final String NWS = "[^\\t\\n\\x0b\\x0c\\r ]";
  private static final String WP = "[\\w!\"'&.,?]";
  private static final String LT = "[^\\d\\W]";
  private static final String WORDSEP = ("( " + WS + "+"
      + " | (?<=" + WP + ") -{2,} (?=\\w)"
      + " | " + NWS + "+? (?:"
      + " -(?: (?<=" + LT + "{2}-) | (?<=" + LT + "-" + LT + "-))"
      + " (?= " + LT + " -? " + LT + ")"
      + " | (?=" + WS + "|\\Z)"
      + " | (?<=" + WP + ") (?=-{2,}\\w)"
      + " ) )");
  private static final String WORDSEP_SIMPLE = "(" + WS + "+)";
  private static volatile dev.krait.python.regex.Program wordsep;
  private static volatile dev.krait.python.regex.Program wordsepSimple;

  private static final String[] OPTIONS = {"width", "initial_indent", "subsequent_indent", "expand_tabs",
      "replace_whitespace", "fix_sentence_endings", "break_long_words", "drop_whitespace", "break_on_hyphens",
      "tabsize", "max_lines", "placeholder"};

  public static PyModule create() {
    PyModule m = new PyModule("textwrap");
    m.put("TextWrapper", WRAPPER);
    m.def("wrap", (a, k) -> {
      Options o = bindOptions("wrap", a, k, 70);
      return Support.list(strs(o.wrap(Ops.str(a[0]))));
    });
    m.def("fill", (a, k) -> {
      Options o = bindOptions("fill", a, k, 70);
      return PyStr.of(String.join("\n", o.wrap(Ops.str(a[0]))));
    });
    m.def("shorten", (a, k) -> {
      Options o = bindOptions("shorten", a, k, -1);
      if (o.width < 0) {
        throw Errors.typeError("shorten() missing required argument 'width' (pos 2)");
      }
      o.maxLines = 1;
      String text = String.join(" ", splitWhitespace(Ops.str(a[0]).strip()));
      return PyStr.of(String.join("\n", o.wrap(text)));
    });
    m.def("dedent", (a, k) -> {
      Args.exact("dedent", prepend(a), k, 2);
      return PyStr.of(dedent(Ops.strValue(a[0], "expected str")));
    });
    m.def("indent", (a, k) -> {
      PyObject[] p = Support.bind("indent", a, k, new String[] {"text", "prefix", "predicate"}, 2);
      String prefix = Ops.str(p[1]);
      PyObject lines = Ops.getattr(p[0], "splitlines").call(new PyObject[] {PyBool.TRUE}, null);
      StringBuilder sb = new StringBuilder();
      ResourceMeter meter = ResourceMeter.current();
      for (PyObject line : Support.toList(lines)) {
        boolean add = Support.isNone(p[2]) ? !Ops.str(line).strip().isEmpty() : Ops.truthy(Support.call1(p[2], line));
        if (add) {
          // the result can be the prefix times the number of lines: bound it as it grows
          meter.tick(prefix.length());
          meter.requireFitsString((long) sb.length() + prefix.length());
          sb.append(prefix);
        }
        sb.append(Ops.str(line));
      }
      ResourceMeter.current().allocateString(sb.length());
      return PyStr.of(sb.toString());
    });
    return m;
  }

  private static PyObject[] prepend(PyObject[] a) {
    PyObject[] out = new PyObject[a.length + 1];
    out[0] = PyNone.NONE;
    System.arraycopy(a, 0, out, 1, a.length);
    return out;
  }

  private static List<PyObject> strs(List<String> lines) {
    List<PyObject> out = new ArrayList<>(lines.size());
    for (String s : lines) {
      out.add(PyStr.of(s));
    }
    return out;
  }

  private static List<String> splitWhitespace(String s) {
    List<String> out = new ArrayList<>();
    for (String part : s.split("[\\s\\x1c-\\x1f\\x85\\u2028\\u2029]+")) {
      if (!part.isEmpty()) {
        out.add(part);
      }
    }
    return out;
  }

  /** Binds (text, width=..., **options) of the module-level functions. */
  private static Options bindOptions(String fname, PyObject[] a, String[] k, int defaultWidth) {
    String[] names = new String[OPTIONS.length + 1];
    names[0] = "text";
    System.arraycopy(OPTIONS, 0, names, 1, OPTIONS.length);
    PyObject[] p = Support.bind(fname, a, k, names, 1);
    Options o = new Options();
    o.width = defaultWidth;
    PyObject[] opts = new PyObject[OPTIONS.length];
    System.arraycopy(p, 1, opts, 0, OPTIONS.length);
    o.apply(opts);
    return o;
  }

  /** TextWrapper's options. */
  static final class Options {
    long width = 70;
    String initialIndent = "";
    String subsequentIndent = "";
    boolean expandTabs = true;
    boolean replaceWhitespace = true;
    boolean fixSentenceEndings;
    boolean breakLongWords = true;
    boolean dropWhitespace = true;
    boolean breakOnHyphens = true;
    long tabsize = 8;
    long maxLines = -1;
    String placeholder = " [...]";

    void apply(PyObject[] v) {
      if (v[0] != null) {
        width = Support.toLong(v[0]);
      }
      if (v[1] != null) {
        initialIndent = Ops.str(v[1]);
      }
      if (v[2] != null) {
        subsequentIndent = Ops.str(v[2]);
      }
      if (v[3] != null) {
        expandTabs = Ops.truthy(v[3]);
      }
      if (v[4] != null) {
        replaceWhitespace = Ops.truthy(v[4]);
      }
      if (v[5] != null) {
        fixSentenceEndings = Ops.truthy(v[5]);
      }
      if (v[6] != null) {
        breakLongWords = Ops.truthy(v[6]);
      }
      if (v[7] != null) {
        dropWhitespace = Ops.truthy(v[7]);
      }
      if (v[8] != null) {
        breakOnHyphens = Ops.truthy(v[8]);
      }
      if (v[9] != null) {
        tabsize = Support.toLong(v[9]);
      }
      if (v[10] != null) {
        maxLines = v[10] == PyNone.NONE ? -1 : Support.toLong(v[10]);
      }
      if (v[11] != null) {
        placeholder = Ops.str(v[11]);
      }
    }

    String munge(String text) {
      if (expandTabs) {
        text = expandTabs(text, (int) tabsize);
      }
      if (replaceWhitespace) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
          char c = text.charAt(i);
          sb.append(c == '\t' || c == '\n' || c == 0x0b || c == '\f' || c == '\r' ? ' ' : c);
        }
        text = sb.toString();
      }
      return text;
    }

    List<String> split(String text) {
      dev.krait.python.regex.Program p = breakOnHyphens ? wordsepPattern() : wordsepSimplePattern();
      List<String> chunks = new ArrayList<>();
      dev.krait.python.regex.Matcher m = new dev.krait.python.regex.Matcher(p);
      m.reset(text);
      int last = 0;
      while (m.findNext()) {
        if (m.start(0) > last) {
          chunks.add(text.substring(last, m.start(0)));
        }
        if (m.end(0) > m.start(0)) {
          chunks.add(m.group(0));
        }
        last = m.end(0);
      }
      if (last < text.length()) {
        chunks.add(text.substring(last));
      }
      return chunks;
    }

    List<String> wrap(String text) {
      List<String> chunks = split(munge(text));
      if (fixSentenceEndings) {
        fixEndings(chunks);
      }
      return wrapChunks(chunks);
    }

    private void fixEndings(List<String> chunks) {
      Pattern end = Pattern.compile("[a-z][\\.\\!\\?][\\\"\\']?\\z");
      int i = 0;
      while (i < chunks.size() - 1) {
        if (chunks.get(i + 1).equals(" ") && end.matcher(chunks.get(i)).find()) {
          chunks.set(i + 1, "  ");
          i += 2;
        } else {
          i++;
        }
      }
    }

    List<String> wrapChunks(List<String> input) {
      List<String> lines = new ArrayList<>();
      if (width <= 0) {
        throw Errors.valueError("invalid width " + width + " (must be > 0)");
      }
      if (maxLines >= 0) {
        String ind = maxLines > 1 ? subsequentIndent : initialIndent;
        if (Support.cpLen(ind) + Support.cpLen(placeholder.stripLeading()) > width) {
          throw Errors.valueError("placeholder too large for max width");
        }
      }
      List<String> chunks = new ArrayList<>(input);
      Collections.reverse(chunks);
      ResourceMeter meter = ResourceMeter.current();
      while (!chunks.isEmpty()) {
        meter.tick();
        List<String> cur = new ArrayList<>();
        long curLen = 0;
        String indent = lines.isEmpty() ? initialIndent : subsequentIndent;
        long w = width - Support.cpLen(indent);
        if (dropWhitespace && isBlank(last(chunks)) && !lines.isEmpty()) {
          chunks.remove(chunks.size() - 1);
        }
        while (!chunks.isEmpty()) {
          int l = Support.cpLen(last(chunks));
          if (curLen + l <= w) {
            cur.add(chunks.remove(chunks.size() - 1));
            curLen += l;
          } else {
            break;
          }
        }
        if (!chunks.isEmpty() && Support.cpLen(last(chunks)) > w) {
          handleLongWord(chunks, cur, curLen, w);
          curLen = 0;
          for (String c : cur) {
            curLen += Support.cpLen(c);
          }
        }
        if (dropWhitespace && !cur.isEmpty() && isBlank(cur.get(cur.size() - 1))) {
          curLen -= Support.cpLen(cur.get(cur.size() - 1));
          cur.remove(cur.size() - 1);
        }
        if (!cur.isEmpty()) {
          if (maxLines < 0 || lines.size() + 1 < maxLines
              || (chunks.isEmpty() || dropWhitespace && chunks.size() == 1 && isBlank(chunks.get(0)))
                  && curLen <= w) {
            lines.add(indent + String.join("", cur));
          } else {
            boolean placed = false;
            while (!cur.isEmpty()) {
              if (!isBlank(cur.get(cur.size() - 1)) && curLen + Support.cpLen(placeholder) <= w) {
                cur.add(placeholder);
                lines.add(indent + String.join("", cur));
                placed = true;
                break;
              }
              curLen -= Support.cpLen(cur.get(cur.size() - 1));
              cur.remove(cur.size() - 1);
            }
            if (!placed) {
              if (!lines.isEmpty()) {
                String prev = lines.get(lines.size() - 1).stripTrailing();
                if (Support.cpLen(prev) + Support.cpLen(placeholder) <= width) {
                  lines.set(lines.size() - 1, prev + placeholder);
                  break;
                }
              }
              lines.add(indent + placeholder.stripLeading());
            }
            break;
          }
        }
      }
      return lines;
    }

    private void handleLongWord(List<String> reversed, List<String> cur, long curLen, long w) {
      long spaceLeft = w < 1 ? 1 : w - curLen;
      if (breakLongWords) {
        String chunk = last(reversed);
        int end = (int) Math.min(spaceLeft, chunk.length());
        if (breakOnHyphens && chunk.length() > spaceLeft) {
          int hyphen = chunk.lastIndexOf('-', (int) spaceLeft - 1);
          if (hyphen > 0) {
            boolean nonHyphen = false;
            for (int i = 0; i < hyphen; i++) {
              if (chunk.charAt(i) != '-') {
                nonHyphen = true;
                break;
              }
            }
            if (nonHyphen) {
              end = hyphen + 1;
            }
          }
        }
        cur.add(chunk.substring(0, end));
        reversed.set(reversed.size() - 1, chunk.substring(end));
      } else if (cur.isEmpty()) {
        cur.add(reversed.remove(reversed.size() - 1));
      }
    }
  }

  private static String last(List<String> l) {
    return l.get(l.size() - 1);
  }

  private static boolean isBlank(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!(Character.isWhitespace(c) || Character.isSpaceChar(c) || c == 0x85)) {
        return false;
      }
    }
    return true;
  }

  private static dev.krait.python.regex.Program wordsepPattern() {
    dev.krait.python.regex.Program p = wordsep;
    if (p == null) {
      p = dev.krait.python.regex.Program.compile(WORDSEP, ReModule.VERBOSE, false);
      wordsep = p;
    }
    return p;
  }

  private static dev.krait.python.regex.Program wordsepSimplePattern() {
    dev.krait.python.regex.Program p = wordsepSimple;
    if (p == null) {
      p = dev.krait.python.regex.Program.compile(WORDSEP_SIMPLE, 0, false);
      wordsepSimple = p;
    }
    return p;
  }

  /** str.expandtabs(tabsize). */
  static String expandTabs(String s, int tabsize) {
    StringBuilder sb = new StringBuilder(s.length());
    int col = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\t') {
        if (tabsize > 0) {
          int n = tabsize - (col % tabsize);
          sb.append(" ".repeat(n));
          col += n;
        }
      } else if (c == '\n' || c == '\r') {
        sb.append(c);
        col = 0;
      } else {
        sb.append(c);
        col++;
      }
    }
    return sb.toString();
  }

  /** CPython's dedent: remove the longest common leading whitespace of the non-blank lines. */
  static String dedent(String text) {
    text = Pattern.compile("^[ \\t]+$", Pattern.MULTILINE | Pattern.UNIX_LINES).matcher(text).replaceAll("");
    String margin = null;
    Matcher m = Pattern.compile("(^[ \\t]*)(?:[^ \\t\\n])", Pattern.MULTILINE | Pattern.UNIX_LINES).matcher(text);
    while (m.find()) {
      String indent = m.group(1);
      if (margin == null) {
        margin = indent;
      } else if (indent.startsWith(margin)) {
        continue;
      } else if (margin.startsWith(indent)) {
        margin = indent;
      } else {
        int i = 0;
        while (i < margin.length() && i < indent.length() && margin.charAt(i) == indent.charAt(i)) {
          i++;
        }
        margin = margin.substring(0, i);
      }
    }
    if (margin != null && !margin.isEmpty()) {
      text = Pattern.compile("^" + Pattern.quote(margin), Pattern.MULTILINE | Pattern.UNIX_LINES).matcher(text)
          .replaceAll("");
    }
    return text;
  }

  // ================================================================ TextWrapper

  /** A TextWrapper instance: its options live in the instance dict, as attributes. */
  static final class WrapperObject extends ClassInstance {

    WrapperObject(PyType type) {
      super(type);
    }
  }

  private static Options optionsOf(PyObject self) {
    PyObject[] v = new PyObject[OPTIONS.length];
    for (int i = 0; i < OPTIONS.length; i++) {
      v[i] = Ops.getattr(self, OPTIONS[i]);
    }
    Options o = new Options();
    o.apply(v);
    return o;
  }

  private static void installWrapper(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> new WrapperObject((PyType) a[0]));
    t.defineMethod("__init__", (a, k) -> {
      PyObject[] p = Support.bindMethod("TextWrapper", a, k, OPTIONS, 0);
      Options d = new Options();
      PyObject[] defaults = {PyInt.of(d.width), PyStr.of(d.initialIndent), PyStr.of(d.subsequentIndent),
          PyBool.TRUE, PyBool.TRUE, PyBool.FALSE, PyBool.TRUE, PyBool.TRUE, PyBool.TRUE, PyInt.of(8), PyNone.NONE,
          PyStr.of(d.placeholder)};
      for (int i = 0; i < OPTIONS.length; i++) {
        a[0].instanceDict().setItem(PyStr.of(OPTIONS[i]), p[i] == null ? defaults[i] : p[i]);
      }
      return PyNone.NONE;
    });
    t.defineMethod("wrap", (a, k) -> {
      Args.exact("wrap", a, k, 2);
      return Support.list(strs(optionsOf(a[0]).wrap(Ops.str(a[1]))));
    });
    t.defineMethod("fill", (a, k) -> {
      Args.exact("fill", a, k, 2);
      return PyStr.of(String.join("\n", optionsOf(a[0]).wrap(Ops.str(a[1]))));
    });
  }
}
