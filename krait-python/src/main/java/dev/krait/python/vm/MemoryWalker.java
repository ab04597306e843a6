/*
 * The memory limit's measurement: everything an execution can still reach, found through the
 * one enumeration every object and holder implements (Referrer.forEachReference), starting from
 * the Vm itself (its globals, modules, frame chains, event loop, and the buffers builtins hold
 * while they run). Each object's shallow size is counted once. The walk is iterative: an
 * explicit stack of objects whose references are still to be read, so deep data costs heap,
 * never Java stack. Python objects are marked with the walk's number (no identity set: faster,
 * and the walk's own memory stays small); the few holders that are not Python objects (frames,
 * module state) go in an identity set. The walk ticks the meter, so its time is budgeted too.
 */
package dev.krait.python.vm;

import dev.krait.python.objects.Captures;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.ReferenceVisitor;
import dev.krait.python.objects.Referrer;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/** Measures the live bytes of one execution. */
@dev.krait.python.objects.NotWalked("the walk itself")
final class MemoryWalker implements ReferenceVisitor {
  private static final AtomicInteger WALKS = new AtomicInteger();

  /**
   * Classes that keep PyObject's forEachReference and capture nothing (they reference nothing but an instance dict):
   * their dict is visited at once instead of pushing them, so a list of a million ints does not
   * put a million entries on the walk's stack.
   */
  private static final ClassValue<Boolean> LEAF = new ClassValue<>() {
    @Override
    protected Boolean computeValue(Class<?> c) {
      try {
        Method m = c.getMethod("forEachReference", ReferenceVisitor.class);
        return m.getDeclaringClass() == PyObject.class && !Captures.captures(c);
      } catch (NoSuchMethodException e) {
        return false;
      }
    }
  };

  private final int walk;
  private final ResourceMeter meter;
  private final IdentityHashMap<Referrer, Boolean> seenHolders = new IdentityHashMap<>();
  /** Plain Java containers and lambdas already walked: shared ones are walked once, not once per holder. */
  private final IdentityHashMap<Object, Boolean> seenPlain = new IdentityHashMap<>();
  private Referrer[] pending = new Referrer[64];
  private int count;
  private long total;
  /** The object with the largest shallow size seen (named in a memory limit's message). */
  private PyObject largest;
  private long largestSize = -1;

  private MemoryWalker(ResourceMeter meter) {
    int w = WALKS.incrementAndGet();
    this.walk = w == 0 ? WALKS.incrementAndGet() : w;
    this.meter = meter;
  }

  @Override
  public void visit(Referrer r) {
    if (r == null) {
      return;
    }
    if (r instanceof PyObject o) {
      if (!o.markWalked(walk)) {
        return;
      }
      long size = o.shallowSize();
      total += size;
      if (size > largestSize) {
        largestSize = size;
        largest = o;
      }
      meter.tick();
      if (LEAF.get(o.getClass())) {
        PyDict dict = o.instanceDict();
        if (dict != null) {
          visit(dict);
        }
        return;
      }
    } else {
      if (seenHolders.put(r, Boolean.TRUE) != null) {
        return;
      }
      total += r.shallowSize();
      meter.tick();
    }
    if (count == pending.length) {
      pending = Arrays.copyOf(pending, count * 2);
    }
    pending[count++] = r;
  }

  /**
   * A container or a lambda that is not a Referrer is walked once per walk and ticks: an object
   * already walked returns without a tick, so 100,000 futures whose callbacks share one captured
   * list would otherwise walk that list 100,000 times, unbudgeted.
   */
  @Override
  public void visitAny(Object o) {
    if (o == null || o instanceof Referrer) {
      ReferenceVisitor.super.visitAny(o);
      return;
    }
    boolean container = o instanceof Object[] || o instanceof java.util.Collection<?> || o instanceof java.util.Map<?, ?>
        || Captures.captures(o.getClass());
    if (container) {
      if (seenPlain.put(o, Boolean.TRUE) != null) {
        return;
      }
      meter.tick();
    }
    ReferenceVisitor.super.visitAny(o);
  }

  private long run(Referrer root) {
    visit(root);
    while (count > 0) {
      Referrer r = pending[--count];
      pending[count] = null;
      r.forEachReference(this);
    }
    return total;
  }

  /** Live bytes reachable in vm; the largest object is left with the meter for its message. */
  static long measure(Vm vm) {
    MemoryWalker w = new MemoryWalker(vm.meter);
    long bytes = w.run(vm);
    vm.meter.largestLive = w.largest;
    return bytes;
  }

  /** "a list of 9,000,000 items", "a str of 10,000,000 characters", "a Point object". */
  static String describe(PyObject o) {
    String n = o.type().name();
    String article = "aeiou".indexOf(Character.toLowerCase(n.charAt(0))) >= 0 ? "an " : "a ";
    long count;
    String unit;
    if (o instanceof dev.krait.python.objects.PyList l) {
      count = l.size();
      unit = "items";
    } else if (o instanceof dev.krait.python.objects.PyTuple t) {
      count = t.size();
      unit = "items";
    } else if (o instanceof dev.krait.python.objects.PyDict d) {
      count = d.size();
      unit = "items";
    } else if (o instanceof dev.krait.python.objects.PySet s) {
      count = s.size();
      unit = "items";
    } else if (o instanceof dev.krait.python.objects.PyStr s) {
      count = s.length();
      unit = "characters";
    } else if (o instanceof dev.krait.python.objects.PyBytes b) {
      count = b.length();
      unit = "bytes";
    } else if (o instanceof dev.krait.python.objects.PyByteArray b) {
      count = b.length();
      unit = "bytes";
    } else {
      return article + n + " object of " + LimitExceededError.bytes(o.shallowSize());
    }
    return article + n + " of " + LimitExceededError.count(count) + " " + unit;
  }
}
