/*
 * The difflib module: SequenceMatcher with CPython 3.11's exact algorithm (b2j index, junk and
 * the popular-element autojunk heuristic for len(b) >= 200, find_longest_match with junk
 * extension, matching blocks, opcodes, grouped opcodes, the three ratios), get_close_matches,
 * Differ/ndiff with _fancy_replace's "?" hint lines, unified_diff, context_diff, restore,
 * IS_LINE_JUNK and IS_CHARACTER_JUNK. Elements are interned to ints once (str elements by
 * value, anything else by Python hash/eq), so the matching runs on int arrays. The diff
 * generators of CPython are computed eagerly here and returned as iterators.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PySet;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code import difflib}. */
public final class DifflibModule {
  private DifflibModule() {}

  static final PyType MATCH = NamedTuples.define("Match", "Match", new String[] {"a", "b", "size"}, null);
  public static final PyType SEQUENCE_MATCHER = PyType.builtin("SequenceMatcher", PyType.OBJECT,
      DifflibModule::installMatcher);
  public static final PyType DIFFER = PyType.builtin("Differ", PyType.OBJECT, DifflibModule::installDiffer);

  static final PyBuiltinFunction IS_CHARACTER_JUNK = PyBuiltinFunction.function("IS_CHARACTER_JUNK", (a, k) -> {
    PyObject[] p = PprintModule.bindKw("IS_CHARACTER_JUNK", a, k, 0, new String[] {"ch", "ws"}, 2, 1);
    PyObject ws = p[1] == null ? PyStr.of(" \t") : p[1];
    return PyBool.of(Ops.contains(ws, p[0]));
  });
  static final PyBuiltinFunction IS_LINE_JUNK = PyBuiltinFunction.function("IS_LINE_JUNK", (a, k) -> {
    PyObject[] p = PprintModule.bindKw("IS_LINE_JUNK", a, k, 0, new String[] {"line", "pat"}, 2, 1);
    if (p[1] != null) {
      return PyBool.of(Support.call1(p[1], p[0]) != PyNone.NONE);
    }
    return PyBool.of(isLineJunk(Ops.strValue(p[0], "expected string or bytes-like object")));
  });

  public static PyModule create() {
    PyModule m = new PyModule("difflib");
    m.put("SequenceMatcher", SEQUENCE_MATCHER);
    m.put("Differ", DIFFER);
    m.put("Match", MATCH);
    m.put("IS_CHARACTER_JUNK", IS_CHARACTER_JUNK);
    m.put("IS_LINE_JUNK", IS_LINE_JUNK);
    m.put("__all__", Support.list(PyStr.of("get_close_matches"), PyStr.of("ndiff"), PyStr.of("restore"),
        PyStr.of("SequenceMatcher"), PyStr.of("Differ"), PyStr.of("IS_CHARACTER_JUNK"), PyStr.of("IS_LINE_JUNK"),
        PyStr.of("context_diff"), PyStr.of("unified_diff"), PyStr.of("diff_bytes"), PyStr.of("HtmlDiff"),
        PyStr.of("Match")));
    m.def("get_close_matches", DifflibModule::getCloseMatches);
    m.def("ndiff", (a, k) -> {
      PyObject[] p = PprintModule.bindKw("ndiff", a, k, 0, new String[] {"a", "b", "linejunk", "charjunk"}, 4, 2);
      PyObject lj = p[2] == null ? PyNone.NONE : p[2];
      PyObject cj = p[3] == null ? IS_CHARACTER_JUNK : p[3];
      return iterOf(new DifferImpl(lj, cj).compare(Support.toList(p[0]), Support.toList(p[1])));
    });
    m.def("unified_diff", (a, k) -> diff(a, k, "unified_diff", true));
    m.def("diff_bytes", DifflibModule::diffBytes);
    m.put("HtmlDiff", HtmlDiff.newType(IS_CHARACTER_JUNK));
    m.def("context_diff", (a, k) -> diff(a, k, "context_diff", false));
    m.def("restore", (a, k) -> {
      PyObject[] p = PprintModule.bindKw("restore", a, k, 0, new String[] {"delta", "which"}, 2, 2);
      String tag;
      PyObject w = PyInt.TYPE.call(new PyObject[] {p[1]}, null);
      if (Ops.eq(w, PyInt.of(1))) {
        tag = "- ";
      } else if (Ops.eq(w, PyInt.of(2))) {
        tag = "+ ";
      } else {
        throw Errors.valueError("unknown delta choice (must be 1 or 2): " + Ops.repr(p[1]));
      }
      List<PyObject> out = new ArrayList<>();
      for (PyObject line : Support.toList(p[0])) {
        String s = Ops.str(line);
        String pre = s.length() >= 2 ? s.substring(0, 2) : s;
        if (pre.equals("  ") || pre.equals(tag)) {
          out.add(PyStr.of(s.substring(2)));
        }
      }
      return iterOf(out);
    });
    return m;
  }

  static PyObject iterOf(List<PyObject> items) {
    return Ops.iter(Support.list(items));
  }

  static boolean isSpace(int c) {
    return PprintModule.Printer.isSpace(c);
  }

  /** {@code re.match(r"\s*(?:#\s*)?$", line)}. */
  static boolean isLineJunk(String s) {
    int i = 0;
    int n = s.length();
    while (i < n && isSpace(s.charAt(i))) {
      i++;
    }
    if (i < n && s.charAt(i) == '#') {
      i++;
    }
    while (i < n && isSpace(s.charAt(i))) {
      i++;
    }
    return i == n;
  }

  // ================================================================ interning of elements

  /** A non-str element keyed by Python hash and equality. */
  static final class Key implements dev.krait.python.objects.Referrer {
    final PyObject o;
    final int h;

    Key(PyObject o) {
      this.o = o;
      this.h = Long.hashCode(Ops.hash(o));
    }

    @Override
    public int hashCode() {
      return h;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Key k && (k.o == o || Ops.eq(o, k.o));
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(o);
    }

    @Override
    public long shallowSize() {
      return 24;
    }
  }

  /** Maps elements to dense int ids (per matcher). */
  static final class Interner implements dev.krait.python.objects.Referrer {
    @dev.krait.python.objects.NotWalked("the same objects as keys")
    final HashMap<Object, Integer> ids = new HashMap<>();
    final List<Object> keys = new ArrayList<>();

    int id(Object key) {
      Integer v = ids.get(key);
      if (v == null) {
        v = keys.size();
        if ((v & 255) == 0) {
          ResourceMeter.current().allocateSlots(256);
        }
        ids.put(key, v);
        keys.add(key);
      }
      return v;
    }

    PyObject element(int id) {
      Object k = keys.get(id);
      return k instanceof String s ? PyStr.of(s) : ((Key) k).o;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visitAny(keys);
    }

    @Override
    public long shallowSize() {
      return 48 + 48L * keys.size();
    }
  }

  /** A sequence as ids plus (lazily) its elements. */
  static final class Seq implements dev.krait.python.objects.Referrer {
    final PyObject obj;
    final int[] ids;
    final List<PyObject> elems; // null for a str (elements made on demand)
    final Interner in;

    Seq(PyObject obj, Interner in) {
      this.obj = obj;
      this.in = in;
      ResourceMeter m = ResourceMeter.current();
      if (obj instanceof PyStr s && s.type() == PyStr.TYPE) {
        String v = s.value();
        int[] cps = v.codePoints().toArray();
        m.allocateSlots(cps.length);
        ids = new int[cps.length];
        for (int i = 0; i < cps.length; i++) {
          m.tick();
          ids[i] = in.id(new String(Character.toChars(cps[i])));
        }
        elems = null;
      } else {
        elems = Support.toList(obj);
        ids = new int[elems.size()];
        for (int i = 0; i < ids.length; i++) {
          m.tick();
          PyObject e = elems.get(i);
          ids[i] = in.id(e instanceof PyStr ps && ps.type() == PyStr.TYPE ? ps.value() : new Key(e));
        }
      }
    }

    int len() {
      return ids.length;
    }

    PyObject elem(int i) {
      return elems != null ? elems.get(i) : in.element(ids[i]);
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(obj);
      v.visitAll(elems);
      v.visit(in);
    }

    @Override
    public long shallowSize() {
      return 32 + 4L * (ids == null ? 0 : ids.length) + 8L * (elems == null ? 0 : elems.size());
    }
  }

  // ================================================================ SequenceMatcher

  static final class Matcher extends ClassInstance {
    PyObject isjunk = PyNone.NONE;
    boolean autojunk = true;
    final Interner in = new Interner();
    Seq a;
    Seq b;
    Map<Integer, int[]> b2j;
    BitSet bjunk = new BitSet();
    BitSet bpopular = new BitSet();
    int[] fullbcount; // by id, null until quick_ratio
    PyList matchingBlocks;
    PyList opcodes;

    Matcher(PyType type) {
      super(type);
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visit(isjunk);
      v.visit(in);
      v.visit(a);
      v.visit(b);
      v.visit(matchingBlocks);
      v.visit(opcodes);
    }

    void setSeq1(PyObject x) {
      if (a != null && x == a.obj) {
        return;
      }
      a = new Seq(x, in);
      matchingBlocks = null;
      opcodes = null;
    }

    void setSeq2(PyObject x) {
      if (b != null && x == b.obj) {
        return;
      }
      b = new Seq(x, in);
      matchingBlocks = null;
      opcodes = null;
      fullbcount = null;
      chainB();
    }

    private void chainB() {
      ResourceMeter m = ResourceMeter.current();
      LinkedHashMap<Integer, List<Integer>> idx = new LinkedHashMap<>();
      int n = b.len();
      for (int i = 0; i < n; i++) {
        m.tick();
        idx.computeIfAbsent(b.ids[i], x -> new ArrayList<>()).add(i);
      }
      m.allocateSlots(n + idx.size() * 4L);
      bjunk = new BitSet();
      if (isjunk != PyNone.NONE && Ops.truthy(isjunk)) {
        for (Integer elt : idx.keySet()) {
          m.tick();
          if (callJunk(isjunk, b, elt)) {
            bjunk.set(elt);
          }
        }
        for (int elt = bjunk.nextSetBit(0); elt >= 0; elt = bjunk.nextSetBit(elt + 1)) {
          idx.remove(elt);
        }
      }
      bpopular = new BitSet();
      if (autojunk && n >= 200) {
        int ntest = n / 100 + 1;
        for (Map.Entry<Integer, List<Integer>> e : idx.entrySet()) {
          if (e.getValue().size() > ntest) {
            bpopular.set(e.getKey());
          }
        }
        for (int elt = bpopular.nextSetBit(0); elt >= 0; elt = bpopular.nextSetBit(elt + 1)) {
          idx.remove(elt);
        }
      }
      b2j = new HashMap<>();
      for (Map.Entry<Integer, List<Integer>> e : idx.entrySet()) {
        List<Integer> l = e.getValue();
        int[] arr = new int[l.size()];
        for (int i = 0; i < arr.length; i++) {
          arr[i] = l.get(i);
        }
        b2j.put(e.getKey(), arr);
      }
    }

    private static boolean callJunk(PyObject isjunk, Seq s, int id) {
      if (isjunk == IS_CHARACTER_JUNK) {
        Object k = s.in.keys.get(id);
        if (k instanceof String str) {
          return str.equals(" ") || str.equals("\t");
        }
      }
      if (isjunk == IS_LINE_JUNK) {
        Object k = s.in.keys.get(id);
        if (k instanceof String str) {
          return isLineJunk(str);
        }
      }
      return Ops.truthy(Support.call1(isjunk, s.in.element(id)));
    }

    int[] findLongestMatch(int alo, int ahi, int blo, int bhi) {
      ResourceMeter m = ResourceMeter.current();
      int[] aa = a.ids;
      int[] bb = b.ids;
      int besti = alo;
      int bestj = blo;
      int bestsize = 0;
      HashMap<Integer, Integer> j2len = new HashMap<>();
      int[] nothing = new int[0];
      for (int i = alo; i < ahi; i++) {
        m.tick();
        HashMap<Integer, Integer> newj2len = new HashMap<>();
        for (int j : b2j.getOrDefault(aa[i], nothing)) {
          if (j < blo) {
            continue;
          }
          if (j >= bhi) {
            break;
          }
          m.tick();
          int k = j2len.getOrDefault(j - 1, 0) + 1;
          newj2len.put(j, k);
          if (k > bestsize) {
            besti = i - k + 1;
            bestj = j - k + 1;
            bestsize = k;
          }
        }
        j2len = newj2len;
      }
      while (besti > alo && bestj > blo && !bjunk.get(bb[bestj - 1]) && aa[besti - 1] == bb[bestj - 1]) {
        besti--;
        bestj--;
        bestsize++;
      }
      while (besti + bestsize < ahi && bestj + bestsize < bhi && !bjunk.get(bb[bestj + bestsize])
          && aa[besti + bestsize] == bb[bestj + bestsize]) {
        bestsize++;
      }
      while (besti > alo && bestj > blo && bjunk.get(bb[bestj - 1]) && aa[besti - 1] == bb[bestj - 1]) {
        besti--;
        bestj--;
        bestsize++;
      }
      while (besti + bestsize < ahi && bestj + bestsize < bhi && bjunk.get(bb[bestj + bestsize])
          && aa[besti + bestsize] == bb[bestj + bestsize]) {
        bestsize++;
      }
      return new int[] {besti, bestj, bestsize};
    }

    List<int[]> matchingBlocks() {
      int la = a.len();
      int lb = b.len();
      List<int[]> queue = new ArrayList<>();
      queue.add(new int[] {0, la, 0, lb});
      List<int[]> blocks = new ArrayList<>();
      while (!queue.isEmpty()) {
        int[] q = queue.remove(queue.size() - 1);
        int[] x = findLongestMatch(q[0], q[1], q[2], q[3]);
        int i = x[0];
        int j = x[1];
        int k = x[2];
        if (k != 0) {
          blocks.add(x);
          if (q[0] < i && q[2] < j) {
            queue.add(new int[] {q[0], i, q[2], j});
          }
          if (i + k < q[1] && j + k < q[3]) {
            queue.add(new int[] {i + k, q[1], j + k, q[3]});
          }
        }
      }
      blocks.sort((p, r) -> p[0] != r[0] ? Integer.compare(p[0], r[0])
          : p[1] != r[1] ? Integer.compare(p[1], r[1]) : Integer.compare(p[2], r[2]));
      int i1 = 0;
      int j1 = 0;
      int k1 = 0;
      List<int[]> out = new ArrayList<>();
      for (int[] blk : blocks) {
        if (i1 + k1 == blk[0] && j1 + k1 == blk[1]) {
          k1 += blk[2];
        } else {
          if (k1 != 0) {
            out.add(new int[] {i1, j1, k1});
          }
          i1 = blk[0];
          j1 = blk[1];
          k1 = blk[2];
        }
      }
      if (k1 != 0) {
        out.add(new int[] {i1, j1, k1});
      }
      out.add(new int[] {la, lb, 0});
      return out;
    }

    PyList getMatchingBlocks() {
      if (matchingBlocks == null) {
        List<PyObject> l = new ArrayList<>();
        for (int[] t : matchingBlocks()) {
          l.add(NamedTuples.make(MATCH, PyInt.of(t[0]), PyInt.of(t[1]), PyInt.of(t[2])));
        }
        matchingBlocks = Support.list(l);
      }
      return matchingBlocks;
    }

    /** Opcodes as Java arrays {tag, i1, i2, j1, j2} with tag 0..3 = replace, delete, insert, equal. */
    List<int[]> opcodesRaw() {
      int i = 0;
      int j = 0;
      List<int[]> answer = new ArrayList<>();
      for (PyObject blk : getMatchingBlocks().toArray()) {
        PyTuple t = (PyTuple) blk;
        int ai = Support.toInt(t.get(0));
        int bj = Support.toInt(t.get(1));
        int size = Support.toInt(t.get(2));
        int tag = -1;
        if (i < ai && j < bj) {
          tag = 0;
        } else if (i < ai) {
          tag = 1;
        } else if (j < bj) {
          tag = 2;
        }
        if (tag >= 0) {
          answer.add(new int[] {tag, i, ai, j, bj});
        }
        i = ai + size;
        j = bj + size;
        if (size != 0) {
          answer.add(new int[] {3, ai, i, bj, j});
        }
      }
      return answer;
    }

    PyList getOpcodes() {
      if (opcodes == null) {
        List<PyObject> l = new ArrayList<>();
        for (int[] op : opcodesRaw()) {
          l.add(opTuple(TAGS[op[0]], op[1], op[2], op[3], op[4]));
        }
        opcodes = Support.list(l);
      }
      return opcodes;
    }

    double ratio() {
      long matches = 0;
      for (PyObject blk : getMatchingBlocks().toArray()) {
        matches += Support.toLong(((PyTuple) blk).get(2));
      }
      return calc(matches, a.len() + b.len());
    }

    double quickRatio() {
      int nids = in.keys.size();
      if (fullbcount == null || fullbcount.length < nids) {
        fullbcount = new int[nids];
        for (int id : b.ids) {
          fullbcount[id]++;
        }
      }
      HashMap<Integer, Integer> avail = new HashMap<>();
      int matches = 0;
      for (int elt : a.ids) {
        ResourceMeter.current().tick();
        Integer have = avail.get(elt);
        int numb = have != null ? have : elt < fullbcount.length ? fullbcount[elt] : 0;
        avail.put(elt, numb - 1);
        if (numb > 0) {
          matches++;
        }
      }
      return calc(matches, a.len() + b.len());
    }

    double realQuickRatio() {
      int la = a.len();
      int lb = b.len();
      return calc(Math.min(la, lb), la + lb);
    }
  }

  static final String[] TAGS = {"replace", "delete", "insert", "equal"};

  static PyTuple opTuple(String tag, int i1, int i2, int j1, int j2) {
    return PyTuple.of(PyStr.of(tag), PyInt.of(i1), PyInt.of(i2), PyInt.of(j1), PyInt.of(j2));
  }

  static double calc(long matches, long length) {
    return length != 0 ? 2.0 * matches / length : 1.0;
  }

  static Matcher newMatcher(PyObject isjunk, PyObject a, PyObject b, boolean autojunk) {
    Matcher m = new Matcher(SEQUENCE_MATCHER);
    m.isjunk = isjunk;
    m.autojunk = autojunk;
    m.setSeq1(a);
    m.setSeq2(b);
    return m;
  }

  private static Matcher self(PyObject o) {
    if (o instanceof Matcher m) {
      return m;
    }
    throw Errors.typeError("descriptor requires a 'SequenceMatcher' object but received a '" + o.type().name()
        + "'");
  }

  private static PyObject idSet(BitSet bits, Interner in) {
    PySet s = new PySet();
    for (int i = bits.nextSetBit(0); i >= 0; i = bits.nextSetBit(i + 1)) {
      s.add(in.element(i));
    }
    return s;
  }

  private static void installMatcher(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> new Matcher((PyType) a[0]));
    t.defineMethod("__init__", (a, k) -> {
      PyObject[] p = PprintModule.bindKw("SequenceMatcher.__init__", a, k, 1,
          new String[] {"isjunk", "a", "b", "autojunk"}, 4, 0);
      Matcher m = self(a[0]);
      m.isjunk = p[0] == null ? PyNone.NONE : p[0];
      m.autojunk = p[3] == null || Ops.truthy(p[3]);
      m.a = null;
      m.b = null;
      m.setSeq1(p[1] == null ? PyStr.of("") : p[1]);
      m.setSeq2(p[2] == null ? PyStr.of("") : p[2]);
      return PyNone.NONE;
    });
    t.defineGetter("a", o -> self(o).a.obj);
    t.defineGetter("b", o -> self(o).b.obj);
    t.defineGetter("isjunk", o -> self(o).isjunk);
    t.defineGetter("autojunk", o -> PyBool.of(self(o).autojunk));
    t.defineGetter("bjunk", o -> idSet(self(o).bjunk, self(o).in));
    t.defineGetter("bpopular", o -> idSet(self(o).bpopular, self(o).in));
    t.defineGetter("b2j", o -> {
      Matcher m = self(o);
      PyDict d = new PyDict();
      LinkedHashMap<Integer, int[]> ordered = new LinkedHashMap<>();
      for (int id : m.b.ids) {
        int[] js = m.b2j.get(id);
        if (js != null) {
          ordered.putIfAbsent(id, js);
        }
      }
      for (Map.Entry<Integer, int[]> e : ordered.entrySet()) {
        List<PyObject> js = new ArrayList<>();
        for (int j : e.getValue()) {
          js.add(PyInt.of(j));
        }
        d.setItem(m.in.element(e.getKey()), Support.list(js));
      }
      return d;
    });
    t.defineMethod("set_seqs", (a, k) -> {
      PyObject[] p = PprintModule.bindKw("set_seqs", a, k, 1, new String[] {"a", "b"}, 2, 2);
      self(a[0]).setSeq1(p[0]);
      self(a[0]).setSeq2(p[1]);
      return PyNone.NONE;
    });
    t.defineMethod("set_seq1", (a, k) -> {
      PyObject[] p = PprintModule.bindKw("set_seq1", a, k, 1, new String[] {"a"}, 1, 1);
      self(a[0]).setSeq1(p[0]);
      return PyNone.NONE;
    });
    t.defineMethod("set_seq2", (a, k) -> {
      PyObject[] p = PprintModule.bindKw("set_seq2", a, k, 1, new String[] {"b"}, 1, 1);
      self(a[0]).setSeq2(p[0]);
      return PyNone.NONE;
    });
    t.defineMethod("find_longest_match", (a, k) -> {
      PyObject[] p = PprintModule.bindKw("find_longest_match", a, k, 1,
          new String[] {"alo", "ahi", "blo", "bhi"}, 4, 0);
      Matcher m = self(a[0]);
      int alo = p[0] == null ? 0 : Support.toInt(p[0]);
      int ahi = Support.isNone(p[1]) ? m.a.len() : Support.toInt(p[1]);
      int blo = p[2] == null ? 0 : Support.toInt(p[2]);
      int bhi = Support.isNone(p[3]) ? m.b.len() : Support.toInt(p[3]);
      int[] r = m.findLongestMatch(alo, ahi, blo, bhi);
      return NamedTuples.make(MATCH, PyInt.of(r[0]), PyInt.of(r[1]), PyInt.of(r[2]));
    });
    t.defineMethod("get_matching_blocks", (a, k) -> {
      PprintModule.bindKw("get_matching_blocks", a, k, 1, new String[0], 0, 0);
      return self(a[0]).getMatchingBlocks();
    });
    t.defineMethod("get_opcodes", (a, k) -> {
      PprintModule.bindKw("get_opcodes", a, k, 1, new String[0], 0, 0);
      return self(a[0]).getOpcodes();
    });
    t.defineMethod("get_grouped_opcodes", (a, k) -> {
      PyObject[] p = PprintModule.bindKw("get_grouped_opcodes", a, k, 1, new String[] {"n"}, 1, 0);
      int n = p[0] == null ? 3 : Support.toInt(p[0]);
      List<PyObject> groups = new ArrayList<>();
      for (List<int[]> g : groupedOpcodes(self(a[0]), n)) {
        List<PyObject> items = new ArrayList<>();
        for (int[] op : g) {
          items.add(opTuple(TAGS[op[0]], op[1], op[2], op[3], op[4]));
        }
        groups.add(Support.list(items));
      }
      return iterOf(groups);
    });
    t.defineMethod("ratio", (a, k) -> {
      PprintModule.bindKw("ratio", a, k, 1, new String[0], 0, 0);
      return PyFloat.of(self(a[0]).ratio());
    });
    t.defineMethod("quick_ratio", (a, k) -> {
      PprintModule.bindKw("quick_ratio", a, k, 1, new String[0], 0, 0);
      return PyFloat.of(self(a[0]).quickRatio());
    });
    t.defineMethod("real_quick_ratio", (a, k) -> {
      PprintModule.bindKw("real_quick_ratio", a, k, 1, new String[0], 0, 0);
      return PyFloat.of(self(a[0]).realQuickRatio());
    });
    t.defineClassMethod("__class_getitem__", (a, k) -> a[0]);
  }

  /** get_grouped_opcodes, including CPython's trimming of the cached opcode list in place. */
  static List<List<int[]>> groupedOpcodes(Matcher m, int n) {
    PyList cached = m.getOpcodes();
    List<int[]> codes = new ArrayList<>();
    for (PyObject o : cached.toArray()) {
      PyTuple t = (PyTuple) o;
      String tag = Ops.str(t.get(0));
      int ti = tag.equals("replace") ? 0 : tag.equals("delete") ? 1 : tag.equals("insert") ? 2 : 3;
      codes.add(new int[] {ti, Support.toInt(t.get(1)), Support.toInt(t.get(2)), Support.toInt(t.get(3)),
          Support.toInt(t.get(4))});
    }
    boolean fresh = codes.isEmpty();
    if (fresh) {
      codes.add(new int[] {3, 0, 1, 0, 1});
    }
    if (codes.get(0)[0] == 3) {
      int[] c = codes.get(0);
      codes.set(0, new int[] {3, Math.max(c[1], c[2] - n), c[2], Math.max(c[3], c[4] - n), c[4]});
      if (!fresh) {
        int[] d = codes.get(0);
        cached.set(0, opTuple("equal", d[1], d[2], d[3], d[4]));
      }
    }
    int last = codes.size() - 1;
    if (codes.get(last)[0] == 3) {
      int[] c = codes.get(last);
      codes.set(last, new int[] {3, c[1], Math.min(c[2], c[1] + n), c[3], Math.min(c[4], c[3] + n)});
      if (!fresh) {
        int[] d = codes.get(last);
        cached.set(last, opTuple("equal", d[1], d[2], d[3], d[4]));
      }
    }
    int nn = n + n;
    List<List<int[]>> out = new ArrayList<>();
    List<int[]> group = new ArrayList<>();
    for (int[] c : codes) {
      int i1 = c[1];
      int j1 = c[3];
      if (c[0] == 3 && c[2] - c[1] > nn) {
        group.add(new int[] {3, c[1], Math.min(c[2], c[1] + n), c[3], Math.min(c[4], c[3] + n)});
        out.add(group);
        group = new ArrayList<>();
        i1 = Math.max(c[1], c[2] - n);
        j1 = Math.max(c[3], c[4] - n);
      }
      group.add(new int[] {c[0], i1, c[2], j1, c[4]});
    }
    if (!group.isEmpty() && !(group.size() == 1 && group.get(0)[0] == 3)) {
      out.add(group);
    }
    return out;
  }

  // ================================================================ get_close_matches

  private static PyObject getCloseMatches(PyObject[] a, String[] k) {
    PyObject[] p = PprintModule.bindKw("get_close_matches", a, k, 0,
        new String[] {"word", "possibilities", "n", "cutoff"}, 4, 2);
    PyObject n = p[2] == null ? PyInt.of(3) : p[2];
    PyObject cutoff = p[3] == null ? PyFloat.of(0.6) : p[3];
    if (!Ops.truthy(Ops.richCompare(n, PyInt.of(0), Ops.Compare.GT))) {
      throw Errors.valueError("n must be > 0: " + Ops.repr(n));
    }
    if (!(Ops.truthy(Ops.richCompare(PyFloat.of(0.0), cutoff, Ops.Compare.LE))
        && Ops.truthy(Ops.richCompare(cutoff, PyFloat.of(1.0), Ops.Compare.LE)))) {
      throw Errors.valueError("cutoff must be in [0.0, 1.0]: " + Ops.repr(cutoff));
    }
    Matcher s = newMatcher(PyNone.NONE, PyStr.of(""), p[0], true);
    List<PyObject[]> result = new ArrayList<>();
    for (PyObject x : Support.toList(p[1])) {
      s.setSeq1(x);
      if (ge(s.realQuickRatio(), cutoff) && ge(s.quickRatio(), cutoff) && ge(s.ratio(), cutoff)) {
        result.add(new PyObject[] {PyFloat.of(s.ratio()), x});
      }
    }
    // heapq.nlargest(n, result): sorted(result, reverse=True)[:n] on (score, x) tuples
    PyObject[] items = new PyObject[result.size()];
    PyObject[] keys = new PyObject[result.size()];
    for (int i = 0; i < items.length; i++) {
      items[i] = result.get(i)[1];
      keys[i] = PyTuple.of(result.get(i)[0], result.get(i)[1]);
    }
    Support.sort(items, keys, true);
    long limit = Support.toLong(n);
    List<PyObject> out = new ArrayList<>();
    for (int i = 0; i < items.length && i < limit; i++) {
      out.add(items[i]);
    }
    return Support.list(out);
  }

  private static boolean ge(double r, PyObject cutoff) {
    return Ops.truthy(Ops.richCompare(PyFloat.of(r), cutoff, Ops.Compare.GE));
  }

  // ================================================================ Differ

  static final class DifferObject extends ClassInstance {

    DifferObject(PyType type) {
      super(type);
    }
  }

  private static void installDiffer(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> new DifferObject((PyType) a[0]));
    t.defineMethod("__init__", (a, k) -> {
      PyObject[] p = PprintModule.bindKw("Differ.__init__", a, k, 1, new String[] {"linejunk", "charjunk"}, 2, 0);
      a[0].instanceDict().setItem(PyStr.of("linejunk"), p[0] == null ? PyNone.NONE : p[0]);
      a[0].instanceDict().setItem(PyStr.of("charjunk"), p[1] == null ? PyNone.NONE : p[1]);
      return PyNone.NONE;
    });
    t.defineMethod("compare", (a, k) -> {
      PyObject[] p = PprintModule.bindKw("compare", a, k, 1, new String[] {"a", "b"}, 2, 2);
      DifferImpl d = new DifferImpl(Ops.getattr(a[0], "linejunk"), Ops.getattr(a[0], "charjunk"));
      return iterOf(d.compare(Support.toList(p[0]), Support.toList(p[1])));
    });
  }

  @dev.krait.python.objects.NotWalked("lives during one Differ.compare")
  static final class DifferImpl {
    final PyObject linejunk;
    final PyObject charjunk;
    final List<PyObject> out = new ArrayList<>();
    final ResourceMeter meter = ResourceMeter.current();

    DifferImpl(PyObject linejunk, PyObject charjunk) {
      this.linejunk = linejunk;
      this.charjunk = charjunk;
    }

    List<PyObject> compare(List<PyObject> a, List<PyObject> b) {
      Matcher cruncher = newMatcher(linejunk, Support.list(a), Support.list(b), true);
      for (int[] op : cruncher.opcodesRaw()) {
        switch (op[0]) {
          case 0 -> fancyReplace(a, op[1], op[2], b, op[3], op[4]);
          case 1 -> dump("-", a, op[1], op[2]);
          case 2 -> dump("+", b, op[3], op[4]);
          default -> dump(" ", a, op[1], op[2]);
        }
      }
      return out;
    }

    private void emit(String s) {
      meter.allocateString(s.length());
      meter.tick();
      out.add(PyStr.of(s));
    }

    private void dump(String tag, List<PyObject> x, int lo, int hi) {
      for (int i = lo; i < hi; i++) {
        emit(tag + " " + Ops.str(x.get(i)));
      }
    }

    private void plainReplace(List<PyObject> a, int alo, int ahi, List<PyObject> b, int blo, int bhi) {
      if (bhi - blo < ahi - alo) {
        dump("+", b, blo, bhi);
        dump("-", a, alo, ahi);
      } else {
        dump("-", a, alo, ahi);
        dump("+", b, blo, bhi);
      }
    }

    private void fancyReplace(List<PyObject> a, int alo, int ahi, List<PyObject> b, int blo, int bhi) {
      meter.enterNative("while computing a diff");
      try {
        fancyReplace0(a, alo, ahi, b, blo, bhi);
      } finally {
        meter.leaveNative();
      }
    }

    private void fancyReplace0(List<PyObject> a, int alo, int ahi, List<PyObject> b, int blo, int bhi) {
      double bestRatio = 0.74;
      double cutoff = 0.75;
      Matcher cruncher = newMatcher(charjunk, PyStr.of(""), PyStr.of(""), true);
      int eqi = -1;
      int eqj = -1;
      int besti = -1;
      int bestj = -1;
      for (int j = blo; j < bhi; j++) {
        PyObject bj = b.get(j);
        cruncher.setSeq2(bj);
        for (int i = alo; i < ahi; i++) {
          meter.tick();
          PyObject ai = a.get(i);
          if (Ops.eq(ai, bj)) {
            if (eqi < 0) {
              eqi = i;
              eqj = j;
            }
            continue;
          }
          cruncher.setSeq1(ai);
          if (cruncher.realQuickRatio() > bestRatio && cruncher.quickRatio() > bestRatio
              && cruncher.ratio() > bestRatio) {
            bestRatio = cruncher.ratio();
            besti = i;
            bestj = j;
          }
        }
      }
      boolean useEq;
      if (bestRatio < cutoff) {
        if (eqi < 0) {
          plainReplace(a, alo, ahi, b, blo, bhi);
          return;
        }
        besti = eqi;
        bestj = eqj;
        useEq = true;
      } else {
        useEq = false;
      }
      fancyHelper(a, alo, besti, b, blo, bestj);
      PyObject aelt = a.get(besti);
      PyObject belt = b.get(bestj);
      if (!useEq) {
        StringBuilder atags = new StringBuilder();
        StringBuilder btags = new StringBuilder();
        cruncher.setSeq1(aelt);
        cruncher.setSeq2(belt);
        for (int[] op : cruncher.opcodesRaw()) {
          int la = op[2] - op[1];
          int lb = op[4] - op[3];
          switch (op[0]) {
            case 0 -> {
              atags.append("^".repeat(la));
              btags.append("^".repeat(lb));
            }
            case 1 -> atags.append("-".repeat(la));
            case 2 -> btags.append("+".repeat(lb));
            default -> {
              atags.append(" ".repeat(la));
              btags.append(" ".repeat(lb));
            }
          }
        }
        qformat(Ops.str(aelt), Ops.str(belt), atags.toString(), btags.toString());
      } else {
        emit("  " + Ops.str(aelt));
      }
      fancyHelper(a, besti + 1, ahi, b, bestj + 1, bhi);
    }

    private void fancyHelper(List<PyObject> a, int alo, int ahi, List<PyObject> b, int blo, int bhi) {
      if (alo < ahi) {
        if (blo < bhi) {
          fancyReplace(a, alo, ahi, b, blo, bhi);
        } else {
          dump("-", a, alo, ahi);
        }
      } else if (blo < bhi) {
        dump("+", b, blo, bhi);
      }
    }

    private void qformat(String aline, String bline, String atags, String btags) {
      String at = rstrip(keepOriginalWs(aline, atags));
      String bt = rstrip(keepOriginalWs(bline, btags));
      emit("- " + aline);
      if (!at.isEmpty()) {
        emit("? " + at + "\n");
      }
      emit("+ " + bline);
      if (!bt.isEmpty()) {
        emit("? " + bt + "\n");
      }
    }

    private static String keepOriginalWs(String s, String tags) {
      StringBuilder sb = new StringBuilder();
      int[] cps = s.codePoints().toArray();
      int n = Math.min(cps.length, tags.length());
      for (int i = 0; i < n; i++) {
        char t = tags.charAt(i);
        if (t == ' ' && isSpace(cps[i])) {
          sb.appendCodePoint(cps[i]);
        } else {
          sb.append(t);
        }
      }
      return sb.toString();
    }

    private static String rstrip(String s) {
      int end = s.length();
      while (end > 0 && isSpace(s.charAt(end - 1))) {
        end--;
      }
      return s.substring(0, end);
    }
  }

  // ================================================================ unified_diff / context_diff

  private static String strArg(PyObject o) {
    if (o instanceof PyStr s) {
      return s.value();
    }
    throw Errors.typeError("all arguments must be str, not: " + Ops.repr(o));
  }

  private static PyObject diff(PyObject[] args, String[] k, String fname, boolean unified) {
    PyObject[] p = PprintModule.bindKw(fname, args, k, 0, new String[] {"a", "b", "fromfile", "tofile",
        "fromfiledate", "tofiledate", "n", "lineterm"}, 8, 2);
    List<PyObject> a = Support.toList(p[0]);
    List<PyObject> b = Support.toList(p[1]);
    if (!a.isEmpty() && !(a.get(0) instanceof PyStr)) {
      throw Errors.typeError("lines to compare must be str, not " + a.get(0).type().name() + " ("
          + Ops.repr(a.get(0)) + ")");
    }
    if (!b.isEmpty() && !(b.get(0) instanceof PyStr)) {
      throw Errors.typeError("lines to compare must be str, not " + b.get(0).type().name() + " ("
          + Ops.repr(b.get(0)) + ")");
    }
    String fromfile = p[2] == null ? "" : strArg(p[2]);
    String tofile = p[3] == null ? "" : strArg(p[3]);
    String fromdate = p[4] == null ? "" : strArg(p[4]);
    String todate = p[5] == null ? "" : strArg(p[5]);
    int n = p[6] == null ? 3 : Support.toInt(p[6]);
    String lineterm = p[7] == null ? "\n" : strArg(p[7]);
    Matcher m = newMatcher(PyNone.NONE, Support.list(a), Support.list(b), true);
    List<PyObject> out = new ArrayList<>();
    ResourceMeter meter = ResourceMeter.current();
    java.util.function.Consumer<String> emit = s -> {
      meter.allocateString(s.length());
      meter.tick();
      out.add(PyStr.of(s));
    };
    boolean started = false;
    for (List<int[]> group : groupedOpcodes(m, n)) {
      if (!started) {
        started = true;
        String fd = fromdate.isEmpty() ? "" : "\t" + fromdate;
        String td = todate.isEmpty() ? "" : "\t" + todate;
        emit.accept((unified ? "--- " : "*** ") + fromfile + fd + lineterm);
        emit.accept((unified ? "+++ " : "--- ") + tofile + td + lineterm);
      }
      int[] first = group.get(0);
      int[] last = group.get(group.size() - 1);
      if (unified) {
        emit.accept("@@ -" + rangeUnified(first[1], last[2]) + " +" + rangeUnified(first[3], last[4]) + " @@"
            + lineterm);
        for (int[] op : group) {
          if (op[0] == 3) {
            for (int i = op[1]; i < op[2]; i++) {
              emit.accept(" " + Ops.str(a.get(i)));
            }
            continue;
          }
          if (op[0] == 0 || op[0] == 1) {
            for (int i = op[1]; i < op[2]; i++) {
              emit.accept("-" + Ops.str(a.get(i)));
            }
          }
          if (op[0] == 0 || op[0] == 2) {
            for (int j = op[3]; j < op[4]; j++) {
              emit.accept("+" + Ops.str(b.get(j)));
            }
          }
        }
      } else {
        String[] prefix = {"! ", "- ", "+ ", "  "};
        emit.accept("***************" + lineterm);
        emit.accept("*** " + rangeContext(first[1], last[2]) + " ****" + lineterm);
        boolean any = false;
        for (int[] op : group) {
          any |= op[0] == 0 || op[0] == 1;
        }
        if (any) {
          for (int[] op : group) {
            if (op[0] != 2) {
              for (int i = op[1]; i < op[2]; i++) {
                emit.accept(prefix[op[0]] + Ops.str(a.get(i)));
              }
            }
          }
        }
        emit.accept("--- " + rangeContext(first[3], last[4]) + " ----" + lineterm);
        any = false;
        for (int[] op : group) {
          any |= op[0] == 0 || op[0] == 2;
        }
        if (any) {
          for (int[] op : group) {
            if (op[0] != 1) {
              for (int j = op[3]; j < op[4]; j++) {
                emit.accept(prefix[op[0]] + Ops.str(b.get(j)));
              }
            }
          }
        }
      }
    }
    return iterOf(out);
  }

  static String rangeUnified(int start, int stop) {
    int beginning = start + 1;
    int length = stop - start;
    if (length == 1) {
      return String.valueOf(beginning);
    }
    if (length == 0) {
      beginning -= 1;
    }
    return beginning + "," + length;
  }

  static String rangeContext(int start, int stop) {
    int beginning = start + 1;
    int length = stop - start;
    if (length == 0) {
      beginning -= 1;
    }
    if (length <= 1) {
      return String.valueOf(beginning);
    }
    return beginning + "," + (beginning + length - 1);
  }

  // ---------------------------------------------------------------- diff_bytes

  private static final String[] DIFF_BYTES_NAMES = {"dfunc", "a", "b", "fromfile", "tofile", "fromfiledate",
      "tofiledate", "n", "lineterm"};

  /**
   * diff_bytes(dfunc, a, b, ...): CPython decodes every argument with ascii/surrogateescape, calls
   * dfunc and encodes each line back; latin-1 both ways is the same bijection on bytes.
   */
  private static PyObject diffBytes(PyObject[] a, String[] k) {
    PyObject[] p = Support.bind("diff_bytes", a, k, DIFF_BYTES_NAMES, 3);
    PyObject[] args = new PyObject[8];
    args[0] = decodeLines(p[1]);
    args[1] = decodeLines(p[2]);
    String[] dflt = {"", "", "", ""};
    for (int i = 0; i < 4; i++) {
      args[2 + i] = PyStr.of(p[3 + i] == null ? dflt[i] : decodeBytes(p[3 + i]));
    }
    args[6] = p[7] == null ? PyInt.of(3) : p[7];
    args[7] = PyStr.of(p[8] == null ? "\n" : decodeBytes(p[8]));
    PyObject lines = p[0].call(args, null);
    List<PyObject> out = new ArrayList<>();
    PyObject it = Ops.iter(lines);
    for (PyObject line = Ops.next(it); line != null; line = Ops.next(it)) {
      String s = Ops.strValue(line, "encoding without a string argument");
      byte[] b = new byte[s.length()];
      for (int i = 0; i < b.length; i++) {
        char c = s.charAt(i);
        if (c > 255) {
          throw Errors.valueError("diff_bytes: dfunc produced a non-byte character");
        }
        b[i] = (byte) c;
      }
      out.add(dev.krait.python.objects.PyBytes.of(b));
    }
    return Ops.iter(Support.list(out));
  }

  private static String decodeBytes(PyObject o) {
    if (!(o instanceof dev.krait.python.objects.PyBytes)) {
      throw Errors.typeError("all arguments must be bytes, not " + o.type().name() + " (" + Ops.repr(o) + ")");
    }
    return new String(dev.krait.python.objects.PyBytes.bytesFromObject(o), java.nio.charset.StandardCharsets.ISO_8859_1);
  }

  private static PyObject decodeLines(PyObject seq) {
    List<PyObject> out = new ArrayList<>();
    for (PyObject o : Support.toList(seq)) {
      out.add(PyStr.of(decodeBytes(o)));
    }
    return Support.list(out);
  }

  /** ndiff(a, b, linejunk, charjunk) for HtmlDiff. */
  static PyObject ndiffLines(PyObject a, PyObject b, PyObject linejunk, PyObject charjunk) {
    return iterOf(new DifferImpl(linejunk, charjunk).compare(Support.toList(a), Support.toList(b)));
  }
}
