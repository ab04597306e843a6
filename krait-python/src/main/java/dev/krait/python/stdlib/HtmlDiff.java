/*
 * difflib.HtmlDiff: a port of CPython's HtmlDiff and _mdiff (side-by-side HTML tables). The class
 * is made per module instance (like a Python class) because CPython keeps an anchor-prefix counter
 * in the class attribute _default_prefix; templates are class attributes read through self so a
 * subclass may replace them. The ndiff lines are computed eagerly, then _mdiff's generators are
 * replayed as plain loops.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code difflib.HtmlDiff}. */
final class HtmlDiff {
  private HtmlDiff() {}

  static final String FILE_TEMPLATE = ""
      + "\n"
      + "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Transitional//EN\"\n"
      + "          \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd\">\n"
      + "\n"
      + "<html>\n"
      + "\n"
      + "<head>\n"
      + "    <meta http-equiv=\"Content-Type\"\n"
      + "          content=\"text/html; charset=%(charset)s\" />\n"
      + "    <title></title>\n"
      + "    <style type=\"text/css\">%(styles)s\n"
      + "    </style>\n"
      + "</head>\n"
      + "\n"
      + "<body>\n"
      + "    %(table)s%(legend)s\n"
      + "</body>\n"
      + "\n"
      + "</html>";

  static final String STYLES = ""
      + "\n"
      + "        table.diff {font-family:Courier; border:medium;}\n"
      + "        .diff_header {background-color:#e0e0e0}\n"
      + "        td.diff_header {text-align:right}\n"
      + "        .diff_next {background-color:#c0c0c0}\n"
      + "        .diff_add {background-color:#aaffaa}\n"
      + "        .diff_chg {background-color:#ffff77}\n"
      + "        .diff_sub {background-color:#ffaaaa}";

  static final String TABLE_TEMPLATE = ""
      + "\n"
      + "    <table class=\"diff\" id=\"difflib_chg_%(prefix)s_top\"\n"
      + "           cellspacing=\"0\" cellpadding=\"0\" rules=\"groups\" >\n"
      + "        <colgroup></colgroup> <colgroup></colgroup> <colgroup></colgroup>\n"
      + "        <colgroup></colgroup> <colgroup></colgroup> <colgroup></colgroup>\n"
      + "        %(header_row)s\n"
      + "        <tbody>\n"
      + "%(data_rows)s        </tbody>\n"
      + "    </table>";

  static final String LEGEND = ""
      + "\n"
      + "    <table class=\"diff\" summary=\"Legends\">\n"
      + "        <tr> <th colspan=\"2\"> Legends </th> </tr>\n"
      + "        <tr> <td> <table border=\"\" summary=\"Colors\">\n"
      + "                      <tr><th> Colors </th> </tr>\n"
      + "                      <tr><td class=\"diff_add\">&nbsp;Added&nbsp;</td></tr>\n"
      + "                      <tr><td class=\"diff_chg\">Changed</td> </tr>\n"
      + "                      <tr><td class=\"diff_sub\">Deleted</td> </tr>\n"
      + "                  </table></td>\n"
      + "             <td> <table border=\"\" summary=\"Links\">\n"
      + "                      <tr><th colspan=\"2\"> Links </th> </tr>\n"
      + "                      <tr><td>(f)irst change</td> </tr>\n"
      + "                      <tr><td>(n)ext change</td> </tr>\n"
      + "                      <tr><td>(t)op</td> </tr>\n"
      + "                  </table></td> </tr>\n"
      + "    </table>";


  /** One side of an _mdiff row: (line number or "" / ">", text). */
@dev.krait.python.objects.NotWalked("a row of one make_table call")
  record Side(Object num, String text) {}

  /** An _mdiff row; from/to null is None; flag null marks a context separation. */
@dev.krait.python.objects.NotWalked("a row of one make_table call")
  record Row(Side from, Side to, Boolean flag) {}

  static PyType newType(PyObject charJunkDefault) {
    PyType[] holder = new PyType[1];
    Map<String, PyObject> ns = new LinkedHashMap<>();
    ns.put("__module__", PyStr.of("difflib"));
    ns.put("__qualname__", PyStr.of("HtmlDiff"));
    ns.put("_file_template", PyStr.of(FILE_TEMPLATE));
    ns.put("_styles", PyStr.of(STYLES));
    ns.put("_table_template", PyStr.of(TABLE_TEMPLATE));
    ns.put("_legend", PyStr.of(LEGEND));
    ns.put("_default_prefix", PyInt.of(0));
    ns.put("__init__", PyBuiltinFunction.method("HtmlDiff", "__init__", (a, k) -> {
      PyObject[] p = Support.bindMethod("__init__", a, k, new String[] {"tabsize", "wrapcolumn", "linejunk",
          "charjunk"}, 0);
      Ops.setattr(a[0], "_tabsize", p[0] == null ? PyInt.of(8) : p[0]);
      Ops.setattr(a[0], "_wrapcolumn", p[1] == null ? PyNone.NONE : p[1]);
      Ops.setattr(a[0], "_linejunk", p[2] == null ? PyNone.NONE : p[2]);
      Ops.setattr(a[0], "_charjunk", p[3] == null ? charJunkDefault : p[3]);
      return PyNone.NONE;
    }));
    ns.put("make_table", PyBuiltinFunction.method("HtmlDiff", "make_table", (a, k) -> {
      PyObject[] p = Support.bindMethod("make_table", a, k, new String[] {"fromlines", "tolines", "fromdesc", "todesc",
          "context", "numlines"}, 2);
      return PyStr.of(makeTable(holder, a[0], p[0], p[1], p[2] == null ? PyStr.of("") : p[2],
          p[3] == null ? PyStr.of("") : p[3], p[4] != null && Ops.truthy(p[4]),
          p[5] == null ? 5 : Support.toLong(p[5])));
    }));
    ns.put("make_file", PyBuiltinFunction.method("HtmlDiff", "make_file", (a, k) -> {
      int npos = a.length - Support.kwCount(k);
      if (npos > 7) {
        throw Errors.typeError("HtmlDiff.make_file() takes from 3 to 7 positional arguments but " + npos
            + " were given");
      }
      PyObject[] p = Support.bindMethod("make_file", a, k, new String[] {"fromlines", "tolines", "fromdesc", "todesc",
          "context", "numlines", "charset"}, 2);
      PyObject self = a[0];
      PyObject charset = p[6] == null ? PyStr.of("utf-8") : p[6];
      List<PyObject> args = new ArrayList<>(List.of(p[0], p[1], p[2] == null ? PyStr.of("") : p[2],
          p[3] == null ? PyStr.of("") : p[3]));
      // self.make_table(fromlines, tolines, fromdesc, todesc, context=context, numlines=numlines)
      PyObject table = Ops.getattr(self, "make_table").call(new PyObject[] {p[0], p[1], args.get(2), args.get(3),
          p[4] == null ? dev.krait.python.objects.PyBool.FALSE : p[4], p[5] == null ? PyInt.of(5) : p[5]},
          new String[] {"context", "numlines"});
      Map<String, String> vals = new LinkedHashMap<>();
      vals.put("styles", Ops.str(Ops.getattr(self, "_styles")));
      vals.put("legend", Ops.str(Ops.getattr(self, "_legend")));
      vals.put("table", Ops.str(table));
      vals.put("charset", Ops.str(charset));
      PyObject text = PyStr.of(fill(Ops.str(Ops.getattr(self, "_file_template")), vals));
      PyObject enc = Ops.getattr(text, "encode").call(new PyObject[] {charset, PyStr.of("xmlcharrefreplace")}, null);
      return Ops.getattr(enc, "decode").call(new PyObject[] {charset}, null);
    }));
    holder[0] = PyType.newClass(PyType.TYPE, "HtmlDiff", new PyType[] {PyType.OBJECT}, ns);
    return holder[0];
  }

  /** template % dict(...) for %(name)s keys, in one pass. */
  static String fill(String template, Map<String, String> vals) {
    StringBuilder sb = new StringBuilder();
    Matcher m = Pattern.compile("%\\((\\w+)\\)s|%%").matcher(template);
    int last = 0;
    while (m.find()) {
      sb.append(template, last, m.start());
      if (m.group(1) == null) {
        sb.append('%');
      } else {
        String v = vals.get(m.group(1));
        if (v == null) {
          throw Errors.keyError(PyStr.of(m.group(1)));
        }
        sb.append(v);
      }
      last = m.end();
    }
    sb.append(template, last, template.length());
    ResourceMeter.current().allocateString(sb.length());
    return sb.toString();
  }

  private static String strLine(PyObject l) {
    if (!(l instanceof PyStr s)) {
      throw Errors.attributeError("'" + l.type().name() + "' object has no attribute 'replace'");
    }
    return s.value();
  }

  private static String expandTabs(String line, int tabsize) {
    String s = line.replace(' ', '\0');
    StringBuilder sb = new StringBuilder();
    int col = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\t') {
        if (tabsize > 0) {
          int n = tabsize - col % tabsize;
          sb.append(" ".repeat(n));
          col += n;
        }
      } else {
        sb.append(c);
        col = c == '\n' || c == '\r' ? 0 : col + 1;
      }
    }
    String r = sb.toString().replace(' ', '\t').replace('\0', ' ');
    int end = r.length();
    while (end > 0 && r.charAt(end - 1) == '\n') {
      end--;
    }
    return r.substring(0, end);
  }

  private static String makeTable(PyType[] cls, PyObject self, PyObject fromObj, PyObject toObj, PyObject fromdesc,
      PyObject todesc, boolean context, long numlines) {
    // _make_prefix: the counter lives on the HtmlDiff class itself, as in CPython
    PyType owner = cls[0];
    long n = Support.toLong(Ops.getattr(owner, "_default_prefix"));
    String fromprefix = "from" + n + "_";
    String toprefix = "to" + n + "_";
    Ops.setattr(owner, "_default_prefix", PyInt.of(n + 1));
    String[] prefix = {fromprefix, toprefix};

    int tabsize = (int) Support.toLong(Ops.getattr(self, "_tabsize"));
    List<PyObject> fromlines = new ArrayList<>();
    for (PyObject l : Support.toList(fromObj)) {
      fromlines.add(PyStr.of(expandTabs(strLine(l), tabsize)));
    }
    List<PyObject> tolines = new ArrayList<>();
    for (PyObject l : Support.toList(toObj)) {
      tolines.add(PyStr.of(expandTabs(strLine(l), tabsize)));
    }
    List<String> diffLines = new ArrayList<>();
    PyObject it = Ops.iter(DifflibModule.ndiffLines(Support.list(fromlines), Support.list(tolines),
        Ops.getattr(self, "_linejunk"), Ops.getattr(self, "_charjunk")));
    for (PyObject line = Ops.next(it); line != null; line = Ops.next(it)) {
      diffLines.add(Ops.str(line));
    }
    List<Row> diffs = mdiff(diffLines, context ? Integer.valueOf((int) numlines) : null);
    PyObject wrapObj = Ops.getattr(self, "_wrapcolumn");
    if (Ops.truthy(wrapObj)) {
      diffs = lineWrapper(diffs, Support.toLong(wrapObj));
    }
    // _collect_lines
    List<String> fromlist = new ArrayList<>();
    List<String> tolist = new ArrayList<>();
    List<Boolean> flaglist = new ArrayList<>();
    for (Row r : diffs) {
      if (r.from() == null || r.to() == null) {
        fromlist.add(null);
        tolist.add(null);
      } else {
        fromlist.add(formatLine(prefix[0], r.from()));
        tolist.add(formatLine(prefix[1], r.to()));
      }
      flaglist.add(r.flag());
    }
    // _convert_flags
    int size = flaglist.size();
    String[] nextId = new String[Math.max(size, 1)];
    String[] nextHref = new String[Math.max(size, 1)];
    java.util.Arrays.fill(nextId, "");
    java.util.Arrays.fill(nextHref, "");
    int numChg = 0;
    boolean inChange = false;
    int last = 0;
    for (int i = 0; i < size; i++) {
      Boolean flag = flaglist.get(i);
      if (flag != null && flag) {
        if (!inChange) {
          inChange = true;
          last = i;
          int j = (int) Math.max(0, i - numlines);
          nextId[j] = " id=\"difflib_chg_" + toprefix + "_" + numChg + "\"";
          numChg++;
          nextHref[last] = "<a href=\"#difflib_chg_" + toprefix + "_" + numChg + "\">n</a>";
        }
      } else {
        inChange = false;
      }
    }
    if (flaglist.isEmpty()) {
      flaglist.add(false);
      last = 0;
      String only = context ? "<td></td><td>&nbsp;No Differences Found&nbsp;</td>"
          : "<td></td><td>&nbsp;Empty File&nbsp;</td>";
      fromlist = new ArrayList<>(List.of(only));
      tolist = fromlist;
    }
    if (flaglist.get(0) == null || !flaglist.get(0)) {
      nextHref[0] = "<a href=\"#difflib_chg_" + toprefix + "_0\">f</a>";
    }
    nextHref[last] = "<a href=\"#difflib_chg_" + toprefix + "_top\">t</a>";
    StringBuilder s = new StringBuilder();
    ResourceMeter meter = ResourceMeter.current();
    for (int i = 0; i < flaglist.size(); i++) {
      meter.tick();
      if (flaglist.get(i) == null) {
        if (i > 0) {
          s.append("        </tbody>        \n        <tbody>\n");
        }
      } else {
        s.append("            <tr><td class=\"diff_next\"").append(nextId[i]).append('>').append(nextHref[i])
            .append("</td>").append(fromlist.get(i)).append("<td class=\"diff_next\">").append(nextHref[i])
            .append("</td>").append(tolist.get(i)).append("</tr>\n");
      }
    }
    String headerRow = "";
    if (Ops.truthy(fromdesc) || Ops.truthy(todesc)) {
      headerRow = "<thead><tr><th class=\"diff_next\"><br /></th><th colspan=\"2\" class=\"diff_header\">"
          + Ops.str(fromdesc) + "</th><th class=\"diff_next\"><br /></th><th colspan=\"2\" class=\"diff_header\">"
          + Ops.str(todesc) + "</th></tr></thead>";
    }
    Map<String, String> vals = new LinkedHashMap<>();
    vals.put("data_rows", s.toString());
    vals.put("header_row", headerRow);
    vals.put("prefix", toprefix);
    String table = fill(Ops.str(Ops.getattr(self, "_table_template")), vals);
    return table.replace("\0+", "<span class=\"diff_add\">").replace("\0-", "<span class=\"diff_sub\">")
        .replace("\0^", "<span class=\"diff_chg\">").replace("\1", "</span>").replace("\t", "&nbsp;");
  }

  private static String formatLine(String prefix, Side side) {
    String id;
    String linenum;
    if (side.num() instanceof Integer num) {
      linenum = String.valueOf(num);
      id = " id=\"" + prefix + linenum + "\"";
    } else {
      linenum = String.valueOf(side.num());
      id = "";
    }
    String text = side.text().replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;").replace(" ", "&nbsp;");
    int end = text.length();
    while (end > 0 && Character.isWhitespace(text.charAt(end - 1)) || end > 0 && isPySpace(text.charAt(end - 1))) {
      end--;
    }
    text = text.substring(0, end);
    return "<td class=\"diff_header\"" + id + ">" + linenum + "</td><td nowrap=\"nowrap\">" + text + "</td>";
  }

  private static boolean isPySpace(char c) {
    return c == ' ' || (c >= '\t' && c <= '\r') || (c >= '\u001c' && c <= '\u001f') || c == '\u0085'
        || c == '\u00a0' || Character.isSpaceChar(c);
  }

  // ---------------------------------------------------------------- _line_wrapper / _split_line

  private static void splitLine(List<Side> out, Object lineNum, String text, long max) {
    if (lineNum == null || "".equals(lineNum) || Integer.valueOf(0).equals(lineNum)) {
      out.add(new Side(lineNum, text));
      return;
    }
    while (true) {
      int size = text.length();
      int nulls = 0;
      for (int i = 0; i < size; i++) {
        if (text.charAt(i) == '\0') {
          nulls++;
        }
      }
      if (size <= max || size - nulls * 3L <= max) {
        out.add(new Side(lineNum, text));
        return;
      }
      int i = 0;
      long n = 0;
      String mark = "";
      while (n < max && i < size) {
        if (text.charAt(i) == '\0') {
          i++;
          mark = i < size ? String.valueOf(text.charAt(i)) : "";
          i++;
        } else if (text.charAt(i) == '\1') {
          i++;
          mark = "";
        } else {
          i++;
          n++;
        }
      }
      i = Math.min(i, size);
      String line1 = text.substring(0, i);
      String line2 = text.substring(i);
      if (!mark.isEmpty()) {
        line1 = line1 + "\1";
        line2 = "\0" + mark + line2;
      }
      out.add(new Side(lineNum, line1));
      lineNum = ">";
      text = line2;
    }
  }

  private static List<Row> lineWrapper(List<Row> diffs, long wrap) {
    List<Row> out = new ArrayList<>();
    for (Row r : diffs) {
      if (r.flag() == null) {
        out.add(r);
        continue;
      }
      List<Side> fromlist = new ArrayList<>();
      List<Side> tolist = new ArrayList<>();
      splitLine(fromlist, r.from().num(), r.from().text(), wrap);
      splitLine(tolist, r.to().num(), r.to().text(), wrap);
      while (!fromlist.isEmpty() || !tolist.isEmpty()) {
        Side f = fromlist.isEmpty() ? new Side("", " ") : fromlist.remove(0);
        Side t = tolist.isEmpty() ? new Side("", " ") : tolist.remove(0);
        out.add(new Row(f, t, r.flag()));
      }
    }
    return out;
  }

  // ---------------------------------------------------------------- _mdiff

  private static final Pattern CHANGE_RE = Pattern.compile("(\\++|-+|\\^+)");

  /** _mdiff's state: the ndiff lines and the per-side line counters. */
  private static final class MDiff {
    final List<String> diff;
    int pos;
    final int[] numLines = new int[2];

    MDiff(List<String> diff) {
      this.diff = diff;
    }

    String nextLine() {
      return pos < diff.size() ? diff.get(pos++) : "X";
    }

    Side makeLine(List<String> lines, Character key, int side) {
      numLines[side]++;
      if (key == null) {
        return new Side(numLines[side], lines.remove(0).substring(2));
      }
      String text;
      if (key == '?') {
        text = lines.remove(0);
        String markers = lines.remove(0);
        List<int[]> subInfo = new ArrayList<>();
        Matcher m = CHANGE_RE.matcher(markers);
        while (m.find()) {
          subInfo.add(new int[] {m.group(1).charAt(0), m.start(), m.end()});
        }
        for (int i = subInfo.size() - 1; i >= 0; i--) {
          int[] si = subInfo.get(i);
          int len = text.length();
          int begin = Math.min(si[1], len);
          int end = Math.min(si[2], len);
          text = text.substring(0, begin) + "\0" + (char) si[0] + text.substring(begin, end) + "\1"
              + text.substring(end);
        }
        text = text.length() > 2 ? text.substring(2) : "";
      } else {
        text = lines.remove(0);
        text = text.length() > 2 ? text.substring(2) : "";
        if (text.isEmpty()) {
          text = " ";
        }
        text = "\0" + key + text + "\1";
      }
      return new Side(numLines[side], text);
    }

    /** _line_iterator, collected. */
    List<Row> lineRows() {
      List<Row> out = new ArrayList<>();
      List<String> lines = new ArrayList<>();
      int pending = 0;
      int toYield = 0;
      ResourceMeter meter = ResourceMeter.current();
      while (true) {
        meter.tick();
        while (lines.size() < 4) {
          lines.add(nextLine());
        }
        StringBuilder sb = new StringBuilder();
        for (String l : lines) {
          sb.append(l.isEmpty() ? "" : l.substring(0, 1));
        }
        String s = sb.toString();
        Side fromLine = null;
        Side toLine = null;
        if (s.startsWith("X")) {
          toYield = pending;
        } else if (s.startsWith("-?+?")) {
          Side f = makeLine(lines, '?', 0);
          out.add(new Row(f, makeLine(lines, '?', 1), true));
          continue;
        } else if (s.startsWith("--++")) {
          pending--;
          out.add(new Row(makeLine(lines, '-', 0), null, true));
          continue;
        } else if (s.startsWith("--?+") || s.startsWith("--+") || s.startsWith("- ")) {
          fromLine = makeLine(lines, '-', 0);
          toYield = pending - 1;
          pending = 0;
        } else if (s.startsWith("-+?")) {
          Side f = makeLine(lines, null, 0);
          out.add(new Row(f, makeLine(lines, '?', 1), true));
          continue;
        } else if (s.startsWith("-?+")) {
          Side f = makeLine(lines, '?', 0);
          out.add(new Row(f, makeLine(lines, null, 1), true));
          continue;
        } else if (s.startsWith("-")) {
          pending--;
          out.add(new Row(makeLine(lines, '-', 0), null, true));
          continue;
        } else if (s.startsWith("+--")) {
          pending++;
          out.add(new Row(null, makeLine(lines, '+', 1), true));
          continue;
        } else if (s.startsWith("+ ") || s.startsWith("+-")) {
          toLine = makeLine(lines, '+', 1);
          toYield = pending + 1;
          pending = 0;
        } else if (s.startsWith("+")) {
          pending++;
          out.add(new Row(null, makeLine(lines, '+', 1), true));
          continue;
        } else if (s.startsWith(" ")) {
          Side f = makeLine(new ArrayList<>(lines), null, 0);
          out.add(new Row(f, makeLine(lines, null, 1), false));
          continue;
        } else {
          // a line ndiff never starts with: CPython would loop; stop instead
          toYield = pending;
          s = "X";
        }
        while (toYield < 0) {
          toYield++;
          out.add(new Row(null, new Side("", "\n"), true));
        }
        while (toYield > 0) {
          toYield--;
          out.add(new Row(new Side("", "\n"), null, true));
        }
        if (s.startsWith("X")) {
          return out;
        }
        out.add(new Row(fromLine, toLine, true));
      }
    }
  }

  /** _mdiff(fromlines, tolines, context) over precomputed ndiff lines. */
  static List<Row> mdiff(List<String> diffLines, Integer context) {
    List<Row> lineRows = new MDiff(diffLines).lineRows();
    // _line_pair_iterator
    List<Row> pairs = new ArrayList<>();
    List<Object[]> fromq = new ArrayList<>();
    List<Object[]> toq = new ArrayList<>();
    int idx = 0;
    outer:
    while (true) {
      while (fromq.isEmpty() || toq.isEmpty()) {
        if (idx >= lineRows.size()) {
          break outer;
        }
        Row r = lineRows.get(idx++);
        if (r.from() != null) {
          fromq.add(new Object[] {r.from(), r.flag()});
        }
        if (r.to() != null) {
          toq.add(new Object[] {r.to(), r.flag()});
        }
      }
      Object[] f = fromq.remove(0);
      Object[] t = toq.remove(0);
      pairs.add(new Row((Side) f[0], (Side) t[0], (Boolean) f[1] || (Boolean) t[1]));
    }
    if (context == null) {
      return pairs;
    }
    List<Row> out = new ArrayList<>();
    int ctx = context + 1;
    int p = 0;
    while (true) {
      int index = 0;
      Row[] contextLines = new Row[Math.max(ctx, 1)];
      boolean foundDiff = false;
      while (!foundDiff) {
        if (p >= pairs.size()) {
          return out;
        }
        Row r = pairs.get(p++);
        int i = Math.floorMod(index, ctx);
        contextLines[i] = r;
        foundDiff = r.flag();
        index++;
      }
      int linesToWrite;
      if (index > ctx) {
        out.add(new Row(null, null, null));
        linesToWrite = ctx;
      } else {
        linesToWrite = index;
        index = 0;
      }
      while (linesToWrite != 0) {
        int i = Math.floorMod(index, ctx);
        index++;
        out.add(contextLines[i]);
        linesToWrite--;
      }
      linesToWrite = ctx - 1;
      while (linesToWrite != 0) {
        if (p >= pairs.size()) {
          return out;
        }
        Row r = pairs.get(p++);
        if (r.flag()) {
          linesToWrite = ctx - 1;
        } else {
          linesToWrite--;
        }
        out.add(r);
      }
    }
  }
}
