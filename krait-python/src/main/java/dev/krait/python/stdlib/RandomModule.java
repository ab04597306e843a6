/*
 * The random module: CPython's Mersenne Twister (init_genrand/init_by_array, 53-bit random(),
 * getrandbits, _randbelow by rejection) and its algorithms for every method, so a seeded
 * generator produces exactly CPython's numbers. Unseeded generators take their seed from the
 * host's random source (HostSources, SecureRandom by default).
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.BuiltinBody;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyByteArray;
import dev.krait.python.objects.PyBytes;
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
import java.math.BigInteger;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/** {@code import random}. */
public final class RandomModule {
  private RandomModule() {}

  public static final PyType RANDOM = PyType.builtinInModule("random", "Random", PyType.OBJECT,
      RandomModule::install);
  /** random.SystemRandom (also secrets.SystemRandom): the same methods over the host's random source. */
  public static final PyType SYSTEM_RANDOM = PyType.builtinInModule("random", "SystemRandom", RANDOM,
      RandomModule::installSystem);

  private static void installSystem(PyType t) {
    t.markBaseType();
    BuiltinBody noState = (a, k) -> {
      throw Errors.notImplemented("System entropy source does not have state.");
    };
    t.defineMethod("getstate", noState);
    t.defineMethod("setstate", noState);
  }
  private static final double NV_MAGICCONST = 4 * Math.exp(-0.5) / Math.sqrt(2.0);
  private static final double TWOPI = 2.0 * Math.PI;

  /** A Mersenne Twister generator (CPython's _random.Random). */
  public static final class MT extends PyObject {
    final int[] mt = new int[624];
    int mti = 625;
    PyObject gaussNext = PyNone.NONE;
    final PyType type;
    final boolean system;
    PyDict dict;

    MT() {
      this(RANDOM);
    }

    MT(PyType type) {
      this.type = type;
      this.system = type.isSubtypeOf(SYSTEM_RANDOM);
    }

    @Override
    public PyType type() {
      return type;
    }

    @Override
    public PyDict instanceDict() {
      if (dict == null) { // random.Random is a Python class: every instance has a __dict__
        dict = new PyDict();
      }
      return dict;
    }

    /** random(), through a subclass's override when there is one (as CPython's methods call self.random()). */
    double rand() {
      if (type == RANDOM) {
        return random();
      }
      PyObject f = type.lookup("random");
      if (f == RANDOM.lookup("random")) {
        return random();
      }
      return PyFloat.toFloat(Ops.callMethodDescriptor(f, this, new PyObject[0], null));
    }

    /** True when a subclass overrides random() but not getrandbits() (CPython then avoids getrandbits). */
    boolean floatOnly() {
      return type != RANDOM && type.lookup("random") != RANDOM.lookup("random") && type.lookup("getrandbits") == RANDOM.lookup("getrandbits");
    }

    void initGenrand(int s) {
      mt[0] = s;
      for (mti = 1; mti < 624; mti++) {
        mt[mti] = 1812433253 * (mt[mti - 1] ^ (mt[mti - 1] >>> 30)) + mti;
      }
    }

    void initByArray(int[] key) {
      initGenrand(19650218);
      int i = 1;
      int j = 0;
      int len = key.length;
      for (int k = Math.max(624, len); k > 0; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1664525)) + key[j] + j;
        i++;
        j++;
        if (i >= 624) {
          mt[0] = mt[623];
          i = 1;
        }
        if (j >= len) {
          j = 0;
        }
      }
      for (int k = 623; k > 0; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1566083941)) - i;
        i++;
        if (i >= 624) {
          mt[0] = mt[623];
          i = 1;
        }
      }
      mt[0] = 0x80000000;
      mti = 624;
    }

    int next32() {
      if (system) {
        return HostSources.random().nextInt();
      }
      if (mti >= 624) {
        int kk;
        for (kk = 0; kk < 624 - 397; kk++) {
          int y = (mt[kk] & 0x80000000) | (mt[kk + 1] & 0x7fffffff);
          mt[kk] = mt[kk + 397] ^ (y >>> 1) ^ ((y & 1) != 0 ? 0x9908b0df : 0);
        }
        for (; kk < 623; kk++) {
          int y = (mt[kk] & 0x80000000) | (mt[kk + 1] & 0x7fffffff);
          mt[kk] = mt[kk + (397 - 624)] ^ (y >>> 1) ^ ((y & 1) != 0 ? 0x9908b0df : 0);
        }
        int y = (mt[623] & 0x80000000) | (mt[0] & 0x7fffffff);
        mt[623] = mt[396] ^ (y >>> 1) ^ ((y & 1) != 0 ? 0x9908b0df : 0);
        mti = 0;
      }
      int y = mt[mti++];
      y ^= y >>> 11;
      y ^= (y << 7) & 0x9d2c5680;
      y ^= (y << 15) & 0xefc60000;
      y ^= y >>> 18;
      return y;
    }

    public double random() {
      long a = (next32() & 0xffffffffL) >>> 5;
      long b = (next32() & 0xffffffffL) >>> 6;
      return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
    }

    void seedInt(BigInteger n) {
      n = n.abs();
      int words = Math.max(1, (n.bitLength() + 31) / 32);
      int[] key = new int[words];
      for (int i = 0; i < words; i++) {
        key[i] = n.shiftRight(32 * i).intValue();
      }
      initByArray(key);
    }

    void seed(PyObject a) {
      gaussNext = PyNone.NONE;
      if (system) {
        return;
      }
      if (a == null || a == PyNone.NONE) {
        int[] key = new int[624];
        java.util.Random src = HostSources.random();
        for (int i = 0; i < key.length; i++) {
          key[i] = src.nextInt();
        }
        initByArray(key);
        return;
      }
      if (a instanceof PyInt i) {
        seedInt(i.bigValue());
        return;
      }
      byte[] data;
      if (a instanceof PyStr s) {
        data = PyStr.encode(s.value(), "utf-8", "strict");
      } else if (a instanceof PyBytes || a instanceof PyByteArray) {
        data = PyBytes.bytesFromObject(a);
      } else if (a instanceof PyFloat) {
        seedInt(BigInteger.valueOf(Ops.hash(a)));
        return;
      } else {
        throw Errors.typeError("The only supported seed types are: None,\nint, float, str, bytes, and bytearray.");
      }
      try {
        byte[] digest = MessageDigest.getInstance("SHA-512").digest(data);
        byte[] all = new byte[data.length + digest.length];
        System.arraycopy(data, 0, all, 0, data.length);
        System.arraycopy(digest, 0, all, data.length, digest.length);
        seedInt(new BigInteger(1, all));
      } catch (java.security.NoSuchAlgorithmException e) {
        throw new IllegalStateException(e);
      }
    }

    public BigInteger getrandbits(int k) {
      if (k <= 32) {
        return BigInteger.valueOf((next32() & 0xffffffffL) >>> (32 - k));
      }
      ResourceMeter.current().allocate(k / 8 + 16);
      int words = (k - 1) / 32 + 1;
      byte[] be = new byte[words * 4];
      for (int i = 0; i < words; i++, k -= 32) {
        long r = next32() & 0xffffffffL;
        if (k < 32) {
          r >>>= (32 - k);
        }
        int off = (words - 1 - i) * 4;
        be[off] = (byte) (r >>> 24);
        be[off + 1] = (byte) (r >>> 16);
        be[off + 2] = (byte) (r >>> 8);
        be[off + 3] = (byte) r;
      }
      return new BigInteger(1, be);
    }

    /** Uniform in [0, n) by rejection sampling of bit_length(n) bits. */
    public long randbelow(long n) {
      if (n <= 0) {
        return 0;
      }
      if (floatOnly()) {
        return randbelowFloat(n);
      }
      int k = 64 - Long.numberOfLeadingZeros(n);
      ResourceMeter m = ResourceMeter.current();
      while (true) {
        m.tick();
        long r = getrandbits(k).longValue();
        if (r < n) {
          return r;
        }
      }
    }

    /** CPython's _randbelow_without_getrandbits (53 bits per float). */
    long randbelowFloat(long n) {
      long maxsize = 1L << 53;
      if (n >= maxsize) {
        return (long) Math.floor(rand() * n);
      }
      long rem = maxsize % n;
      double limit = (double) (maxsize - rem) / maxsize;
      double r = rand();
      ResourceMeter m = ResourceMeter.current();
      while (r >= limit) {
        m.tick();
        r = rand();
      }
      return (long) Math.floor(r * maxsize) % n;
    }

    public BigInteger randbelow(BigInteger n) {
      if (n.bitLength() < 63) {
        return BigInteger.valueOf(randbelow(n.longValue()));
      }
      int k = n.bitLength();
      ResourceMeter m = ResourceMeter.current();
      while (true) {
        m.tick();
        BigInteger r = getrandbits(k);
        if (r.compareTo(n) < 0) {
          return r;
        }
      }
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(gaussNext);
      v.visit(type);
      v.visit(dict);
    }
  }

  /** A fresh generator seeded from the host's random source. */
  public static MT newGenerator() {
    MT g = new MT();
    g.seed(null);
    return g;
  }

  /** The module-level generator of each execution (shared with statistics.NormalDist.samples, as in CPython). */
  static MT shared() {
    return ResourceMeter.current().local(MT.class, RandomModule::newGenerator);
  }

  public static PyModule create() {
    PyModule m = new PyModule("random");
    MT inst = shared();
    m.put("Random", RANDOM);
    m.put("SystemRandom", SYSTEM_RANDOM);
    m.put("_inst", inst);
    for (java.util.Map.Entry<String, PyObject> e : RANDOM.dict().entrySet()) {
      String name = e.getKey();
      if (name.startsWith("_")) {
        continue;
      }
      PyObject method = e.getValue();
      m.def(name, (a, k) -> {
        return Ops.callMethodDescriptor(method, inst, a, k);
      });
    }
    return m;
  }

  static MT self(PyObject o) {
    return (MT) o;
  }

  static double num(PyObject o) {
    return PyFloat.toFloat(o);
  }

  private static void def(PyType t, String name, BuiltinBody body) {
    t.defineMethod(name, body);
  }

  private static void install(PyType t) {
    t.markBaseType();
    // As CPython: __new__ only allocates; random.Random.__init__(x=None) calls self.seed(x), so a
    // subclass may take other constructor arguments and override seed().
    t.defineStaticMethod("__new__", (a, k) -> {
      PyType cls = (PyType) a[0];
      if (cls == RANDOM) {
        if (k != null && k.length > 0) {
          throw Errors.typeError("Random() takes no keyword arguments");
        }
        if (a.length > 2) {
          throw Errors.typeError("Random() requires 0 or 1 argument");
        }
      }
      MT g = new MT(cls);
      g.initGenrand(19650218);
      return g;
    });
    t.defineMethod("__init__", (a, k) -> {
      PyObject[] p = Args.bind("__init__", a, k, 1, new String[] {"x"}, 0);
      PyObject seed = a[0].type().lookup("seed");
      Ops.callMethodDescriptor(seed, a[0], new PyObject[] {p[0] == null ? PyNone.NONE : p[0]}, null);
      return PyNone.NONE;
    });
    def(t, "seed", (a, k) -> {
      PyObject[] p = Args.bind("seed", a, k, 1, new String[] {"a", "version"}, 0);
      self(a[0]).seed(p[0]);
      return PyNone.NONE;
    });
    def(t, "random", (a, k) -> {
      Args.exact("random", a, k, 1);
      return PyFloat.of(self(a[0]).random());
    });
    def(t, "getrandbits", (a, k) -> {
      Args.exact("getrandbits", a, k, 2);
      long n = Support.toLong(a[1]);
      if (n < 0) {
        throw Errors.valueError("number of bits must be non-negative");
      }
      if (n == 0) {
        return PyInt.of(0);
      }
      if (n > Integer.MAX_VALUE - 64) {
        throw Errors.overflow("getrandbits(): bit count too large");
      }
      return PyInt.of(self(a[0]).getrandbits((int) n));
    });
    def(t, "randbytes", (a, k) -> {
      Args.exact("randbytes", a, k, 2);
      long n = Support.toLong(a[1]);
      if (n < 0) {
        throw Errors.valueError("number of bits must be non-negative");
      }
      ResourceMeter.current().allocate(n);
      byte[] out = new byte[(int) n];
      BigInteger r = n == 0 ? BigInteger.ZERO : self(a[0]).getrandbits((int) (n * 8));
      byte[] be = r.toByteArray();
      for (int i = 0; i < n; i++) {
        int src = be.length - 1 - i;
        out[i] = src >= 0 ? be[src] : 0;
      }
      return PyBytes.wrap(out);
    });
    def(t, "randrange", (a, k) -> {
      PyObject[] p = Args.bind("randrange", a, k, 1, new String[] {"start", "stop", "step"}, 1);
      return randrange(self(a[0]), p[0], p[1], p[2]);
    });
    def(t, "randint", (a, k) -> {
      PyObject[] p = Args.bind("randint", a, k, 1, new String[] {"a", "b"}, 2);
      return randrange(self(a[0]), p[0], PyInt.add(intArg(p[1], 2), PyInt.of(1)), null);
    });
    def(t, "choice", (a, k) -> {
      PyObject[] p = Args.bind("choice", a, k, 1, new String[] {"seq"}, 1);
      long n = Ops.len(p[0]);
      if (n == 0) {
        throw Errors.indexError("Cannot choose from an empty sequence");
      }
      return Ops.getitem(p[0], PyInt.of(self(a[0]).randbelow(n)));
    });
    def(t, "shuffle", (a, k) -> {
      PyObject[] p = Args.bind("shuffle", a, k, 1, new String[] {"x"}, 1);
      MT g = self(a[0]);
      PyObject x = p[0];
      ResourceMeter m = ResourceMeter.current();
      for (long i = Ops.len(x) - 1; i > 0; i--) {
        m.tick();
        PyInt j = PyInt.of(g.randbelow(i + 1));
        PyInt ii = PyInt.of(i);
        PyObject xi = Ops.getitem(x, ii);
        PyObject xj = Ops.getitem(x, j);
        Ops.setitem(x, ii, xj);
        Ops.setitem(x, j, xi);
      }
      return PyNone.NONE;
    });
    def(t, "sample", (a, k) -> {
      PyObject[] p = Args.bind("sample", a, k, 1, new String[] {"population", "k", "counts"}, 2);
      return sample(self(a[0]), p[0], p[1], p[2]);
    });
    def(t, "choices", (a, k) -> {
      PyObject[] p = Args.bind("choices", a, k, 1, new String[] {"population", "weights", "cum_weights", "k"}, 1);
      return choices(self(a[0]), p[0], p[1], p[2], p[3] == null ? 1 : Support.toLong(p[3]));
    });
    def(t, "uniform", (a, k) -> {
      PyObject[] p = Args.bind("uniform", a, k, 1, new String[] {"a", "b"}, 2);
      double lo = num(p[0]);
      return PyFloat.of(lo + (num(p[1]) - lo) * self(a[0]).rand());
    });
    def(t, "triangular", (a, k) -> {
      PyObject[] p = Args.bind("triangular", a, k, 1, new String[] {"low", "high", "mode"}, 0);
      double low = p[0] == null ? 0.0 : num(p[0]);
      double high = p[1] == null ? 1.0 : num(p[1]);
      double u = self(a[0]).rand();
      double c;
      if (p[2] == null || p[2] == PyNone.NONE) {
        c = 0.5;
      } else {
        if (high - low == 0) {
          return p[0] == null ? PyFloat.of(low) : p[0];
        }
        c = (num(p[2]) - low) / (high - low);
      }
      if (u > c) {
        u = 1.0 - u;
        c = 1.0 - c;
        double tmp = low;
        low = high;
        high = tmp;
      }
      return PyFloat.of(low + (high - low) * Math.sqrt(u * c));
    });
    def(t, "gauss", (a, k) -> {
      PyObject[] p = Args.bind("gauss", a, k, 1, new String[] {"mu", "sigma"}, 0);
      MT g = self(a[0]);
      double mu = p[0] == null ? 0.0 : num(p[0]);
      double sigma = p[1] == null ? 1.0 : num(p[1]);
      double z;
      if (g.gaussNext != PyNone.NONE) {
        z = ((PyFloat) g.gaussNext).value();
        g.gaussNext = PyNone.NONE;
      } else {
        double x2pi = g.rand() * TWOPI;
        double g2rad = Math.sqrt(-2.0 * Math.log(1.0 - g.rand()));
        z = Math.cos(x2pi) * g2rad;
        g.gaussNext = PyFloat.of(Math.sin(x2pi) * g2rad);
      }
      return PyFloat.of(mu + z * sigma);
    });
    def(t, "normalvariate", (a, k) -> {
      PyObject[] p = Args.bind("normalvariate", a, k, 1, new String[] {"mu", "sigma"}, 0);
      return PyFloat.of(normal(self(a[0]), p[0] == null ? 0.0 : num(p[0]), p[1] == null ? 1.0 : num(p[1])));
    });
    def(t, "lognormvariate", (a, k) -> {
      PyObject[] p = Args.bind("lognormvariate", a, k, 1, new String[] {"mu", "sigma"}, 2);
      return PyFloat.of(Math.exp(normal(self(a[0]), num(p[0]), num(p[1]))));
    });
    def(t, "expovariate", (a, k) -> {
      PyObject[] p = Args.bind("expovariate", a, k, 1, new String[] {"lambd"}, 0);
      double l = p[0] == null ? 1.0 : num(p[0]);
      double r = -Math.log(1.0 - self(a[0]).rand());
      if (l == 0) {
        throw Errors.zeroDivision("float division by zero");
      }
      return PyFloat.of(r / l);
    });
    def(t, "paretovariate", (a, k) -> {
      PyObject[] p = Args.bind("paretovariate", a, k, 1, new String[] {"alpha"}, 1);
      double u = 1.0 - self(a[0]).rand();
      return PyFloat.of(1.0 / Math.pow(u, 1.0 / num(p[0])));
    });
    def(t, "weibullvariate", (a, k) -> {
      PyObject[] p = Args.bind("weibullvariate", a, k, 1, new String[] {"alpha", "beta"}, 2);
      double u = 1.0 - self(a[0]).rand();
      return PyFloat.of(num(p[0]) * Math.pow(-Math.log(u), 1.0 / num(p[1])));
    });
    def(t, "gammavariate", (a, k) -> {
      PyObject[] p = Args.bind("gammavariate", a, k, 1, new String[] {"alpha", "beta"}, 2);
      return PyFloat.of(gamma(self(a[0]), num(p[0]), num(p[1])));
    });
    def(t, "betavariate", (a, k) -> {
      PyObject[] p = Args.bind("betavariate", a, k, 1, new String[] {"alpha", "beta"}, 2);
      MT g = self(a[0]);
      double y = gamma(g, num(p[0]), 1.0);
      if (y != 0) {
        return PyFloat.of(y / (y + gamma(g, num(p[1]), 1.0)));
      }
      return PyFloat.of(0.0);
    });
    def(t, "vonmisesvariate", (a, k) -> {
      PyObject[] p = Args.bind("vonmisesvariate", a, k, 1, new String[] {"mu", "kappa"}, 2);
      MT g = self(a[0]);
      double mu = num(p[0]);
      double kappa = num(p[1]);
      if (kappa <= 1e-6) {
        return PyFloat.of(TWOPI * g.rand());
      }
      double s = 0.5 / kappa;
      double r = s + Math.sqrt(1.0 + s * s);
      double z;
      ResourceMeter m = ResourceMeter.current();
      while (true) {
        m.tick();
        double u1 = g.rand();
        z = Math.cos(Math.PI * u1);
        double d = z / (r + z);
        double u2 = g.rand();
        if (u2 < 1.0 - d * d || u2 <= (1.0 - d) * Math.exp(d)) {
          break;
        }
      }
      double q = 1.0 / r;
      double f = (q + z) / (1.0 + q * z);
      double u3 = g.rand();
      return PyFloat.of(pymod(u3 > 0.5 ? mu + Math.acos(f) : mu - Math.acos(f), TWOPI));
    });
    def(t, "getstate", (a, k) -> {
      Args.exact("getstate", a, k, 1);
      MT g = self(a[0]);
      PyObject[] st = new PyObject[625];
      for (int i = 0; i < 624; i++) {
        st[i] = PyInt.of(g.mt[i] & 0xffffffffL);
      }
      st[624] = PyInt.of(g.mti);
      return PyTuple.of(PyInt.of(3), PyTuple.wrap(st), g.gaussNext);
    });
    def(t, "setstate", (a, k) -> {
      Args.exact("setstate", a, k, 2);
      MT g = self(a[0]);
      PyObject version = Ops.getitem(a[1], PyInt.of(0));
      if (!Ops.eq(version, PyInt.of(3))) {
        throw Errors.valueError("state with version " + Ops.str(version) + " passed to Random.setstate() of version 3");
      }
      PyObject[] parts = Ops.toArray(a[1]);
      if (parts.length != 3) {
        throw Errors.valueError("too many values to unpack (expected 3)");
      }
      PyObject[] st = Ops.toArray(parts[1]);
      if (st.length != 625) {
        throw Errors.valueError("state vector is the wrong size");
      }
      for (int i = 0; i < 624; i++) {
        g.mt[i] = (int) Ops.index(st[i]).clampedLong();
      }
      g.mti = (int) Math.max(0, Math.min(624, Ops.index(st[624]).clampedLong()));
      g.gaussNext = parts[2];
      return PyNone.NONE;
    });
  }

  static double pymod(double x, double y) {
    double r = x % y;
    if (r != 0 && (r < 0) != (y < 0)) {
      r += y;
    }
    return r;
  }

  private static final double LOG4 = Math.log(4.0);
  private static final double SG_MAGICCONST = 1.0 + Math.log(4.5);

  /** CPython's gammavariate (Cheng's method above 1, exponential at 1, algorithm GS below 1). */
  static double gamma(MT g, double alpha, double beta) {
    if (alpha <= 0.0 || beta <= 0.0) {
      throw Errors.valueError("gammavariate: alpha and beta must be > 0.0");
    }
    ResourceMeter m = ResourceMeter.current();
    if (alpha > 1.0) {
      double ainv = Math.sqrt(2.0 * alpha - 1.0);
      double bbb = alpha - LOG4;
      double ccc = alpha + ainv;
      while (true) {
        m.tick();
        double u1 = g.rand();
        if (!(1e-7 < u1 && u1 < 0.9999999)) {
          continue;
        }
        double u2 = 1.0 - g.rand();
        double v = Math.log(u1 / (1.0 - u1)) / ainv;
        double x = alpha * Math.exp(v);
        double z = u1 * u1 * u2;
        double r = bbb + ccc * v - x;
        if (r + SG_MAGICCONST - 4.5 * z >= 0.0 || r >= Math.log(z)) {
          return x * beta;
        }
      }
    } else if (alpha == 1.0) {
      return -Math.log(1.0 - g.rand()) * beta;
    }
    double x;
    while (true) {
      m.tick();
      double u = g.rand();
      double b = (Math.E + alpha) / Math.E;
      double p = b * u;
      if (p <= 1.0) {
        x = Math.pow(p, 1.0 / alpha);
      } else {
        x = -Math.log((b - p) / alpha);
      }
      double u1 = g.rand();
      if (p > 1.0) {
        if (u1 <= Math.pow(x, alpha - 1.0)) {
          break;
        }
      } else if (u1 <= Math.exp(-x)) {
        break;
      }
    }
    return x * beta;
  }

  static double normal(MT g, double mu, double sigma) {
    double z;
    ResourceMeter m = ResourceMeter.current();
    while (true) {
      m.tick();
      double u1 = g.rand();
      double u2 = 1.0 - g.rand();
      z = NV_MAGICCONST * (u1 - 0.5) / u2;
      double zz = z * z / 4.0;
      if (zz <= -Math.log(u2)) {
        break;
      }
    }
    return mu + z * sigma;
  }

  static PyInt intArg(PyObject o, int pos) {
    if (o instanceof PyInt i) {
      return i;
    }
    if (o instanceof PyFloat f) {
      double v = f.value();
      if (v == Math.rint(v) && Double.isFinite(v)) {
        return PyInt.fromDouble(v);
      }
      throw Errors.valueError("non-integer arg " + pos + " for randrange()");
    }
    return Ops.index(o);
  }

  static PyObject randrange(MT g, PyObject startObj, PyObject stopObj, PyObject stepObj) {
    PyInt start = intArg(startObj, 1);
    if (stopObj == null || stopObj == PyNone.NONE) {
      if (stepObj != null && stepObj != PyNone.NONE) {
        throw Errors.typeError("Missing a non-None stop argument");
      }
      if (start.signum() > 0) {
        return PyInt.of(g.randbelow(start.bigValue()));
      }
      throw Errors.valueError("empty range for randrange()");
    }
    PyInt stop = intArg(stopObj, 2);
    PyInt step = stepObj == null ? PyInt.of(1) : intArg(stepObj, 3);
    BigInteger width = stop.bigValue().subtract(start.bigValue());
    BigInteger st = step.bigValue();
    if (st.equals(BigInteger.ONE)) {
      if (width.signum() > 0) {
        return PyInt.of(start.bigValue().add(g.randbelow(width)));
      }
      throw Errors.valueError("empty range for randrange() (" + start.bigValue() + ", " + stop.bigValue() + ", "
          + width + ")");
    }
    BigInteger n;
    if (st.signum() > 0) {
      n = floorDiv(width.add(st).subtract(BigInteger.ONE), st);
    } else if (st.signum() < 0) {
      n = floorDiv(width.add(st).add(BigInteger.ONE), st);
    } else {
      throw Errors.valueError("zero step for randrange()");
    }
    if (n.signum() <= 0) {
      throw Errors.valueError("empty range for randrange() (" + start.bigValue() + ", " + stop.bigValue() + ", "
          + st + ")");
    }
    return PyInt.of(start.bigValue().add(st.multiply(g.randbelow(n))));
  }

  static BigInteger floorDiv(BigInteger a, BigInteger b) {
    BigInteger[] qr = a.divideAndRemainder(b);
    if (qr[1].signum() != 0 && (qr[1].signum() != b.signum())) {
      return qr[0].subtract(BigInteger.ONE);
    }
    return qr[0];
  }

  static PyObject sample(MT g, PyObject population, PyObject kObj, PyObject counts) {
    if (population instanceof PySet || population instanceof PyDict) {
      throw Errors.typeError("Population must be a sequence.  For dicts or sets, use sorted(d).");
    }
    PyObject pop = population;
    if (counts != null && counts != PyNone.NONE) {
      List<PyObject> expanded = new ArrayList<>();
      PyObject[] c = Ops.toArray(counts);
      long n0 = Ops.len(population);
      if (c.length != n0) {
        throw Errors.valueError("The number of counts does not match the population");
      }
      for (int i = 0; i < c.length; i++) {
        long cnt = Support.toLong(c[i]);
        ResourceMeter.current().allocateSlots(Math.max(cnt, 0));
        PyObject item = Ops.getitem(population, PyInt.of(i));
        for (long j = 0; j < cnt; j++) {
          expanded.add(item);
        }
      }
      pop = Support.list(expanded);
    }
    long n = Ops.len(pop);
    long k = Support.toLong(kObj);
    if (k < 0 || k > n) {
      throw Errors.valueError("Sample larger than population or is negative");
    }
    ResourceMeter.current().allocateSlots(k);
    PyObject[] result = new PyObject[(int) k];
    long setsize = 21;
    if (k > 5) {
      setsize += (long) Math.pow(4, Math.ceil(Math.log(k * 3) / Math.log(4)));
    }
    if (n <= setsize) {
      PyObject[] pool = Ops.toArray(pop);
      for (int i = 0; i < k; i++) {
        int j = (int) g.randbelow(n - i);
        result[i] = pool[j];
        pool[j] = pool[(int) (n - i - 1)];
      }
    } else {
      HashSet<Long> selected = new HashSet<>();
      ResourceMeter m = ResourceMeter.current();
      for (int i = 0; i < k; i++) {
        long j = g.randbelow(n);
        while (selected.contains(j)) {
          m.tick();
          j = g.randbelow(n);
        }
        selected.add(j);
        result[i] = Ops.getitem(pop, PyInt.of(j));
      }
    }
    return PyList.of(result);
  }

  static PyObject choices(MT g, PyObject population, PyObject weights, PyObject cumWeights, long k) {
    long n = Ops.len(population);
    ResourceMeter.current().allocateSlots(Math.max(k, 0));
    PyList out = new PyList();
    if (cumWeights == null || cumWeights == PyNone.NONE) {
      if (weights == null || weights == PyNone.NONE) {
        double nf = n;
        for (long i = 0; i < k; i++) {
          out.append(Ops.getitem(population, PyInt.of((long) Math.floor(g.rand() * nf))));
        }
        return out;
      }
      PyObject[] w = Ops.toArray(weights);
      PyObject[] cum = new PyObject[w.length];
      PyObject acc = null;
      for (int i = 0; i < w.length; i++) {
        acc = acc == null ? w[i] : Ops.binary(acc, w[i], Ops.Binary.ADD);
        cum[i] = acc;
      }
      cumWeights = PyList.of(cum);
    } else if (weights != null && weights != PyNone.NONE) {
      throw Errors.typeError("Cannot specify both weights and cumulative weights");
    }
    PyObject[] cum = Ops.toArray(cumWeights);
    if (cum.length != n) {
      throw Errors.valueError("The number of weights does not match the population");
    }
    double total = n == 0 ? 0.0 : PyFloat.toFloat(Ops.binary(cum[cum.length - 1], PyFloat.of(0.0), Ops.Binary.ADD));
    if (n == 0) {
      throw Errors.indexError("list index out of range");
    }
    if (total <= 0.0) {
      throw Errors.valueError("Total of weights must be greater than zero");
    }
    if (!Double.isFinite(total)) {
      throw Errors.valueError("Total of weights must be finite");
    }
    int hi = (int) n - 1;
    for (long i = 0; i < k; i++) {
      PyFloat x = PyFloat.of(g.rand() * total);
      int lo = 0;
      int h = hi;
      while (lo < h) {
        int mid = (lo + h) >>> 1;
        if (Ops.lt(x, cum[mid])) {
          h = mid;
        } else {
          lo = mid + 1;
        }
      }
      out.append(Ops.getitem(population, PyInt.of(lo)));
    }
    return out;
  }
}
