/*
 * hashlib over java.security.MessageDigest: md5, sha1, the sha2 family and sha3, with
 * update/digest/hexdigest/copy, name/digest_size/block_size, and hashlib.new(name).
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.PyBytes;
import dev.krait.python.objects.PyByteArray;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PySet;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** {@code import hashlib}. */
public final class HashlibModule {
  private HashlibModule() {}

  public static final PyType HASH = PyType.builtin("HASH", PyType.OBJECT, HashlibModule::install);

  /** Python name -> {Java algorithm, block size}. */
  static final Map<String, String[]> ALGOS = new LinkedHashMap<>();

  static {
    ALGOS.put("md5", new String[] {"MD5", "64"});
    ALGOS.put("sha1", new String[] {"SHA-1", "64"});
    ALGOS.put("sha224", new String[] {"SHA-224", "64"});
    ALGOS.put("sha256", new String[] {"SHA-256", "64"});
    ALGOS.put("sha384", new String[] {"SHA-384", "128"});
    ALGOS.put("sha512", new String[] {"SHA-512", "128"});
    ALGOS.put("sha3_224", new String[] {"SHA3-224", "144"});
    ALGOS.put("sha3_256", new String[] {"SHA3-256", "136"});
    ALGOS.put("sha3_384", new String[] {"SHA3-384", "104"});
    ALGOS.put("sha3_512", new String[] {"SHA3-512", "72"});
  }

  /** A running hash. */
  static final class Hash extends PyObject {
    final String name;
    final MessageDigest md;

    Hash(String name, MessageDigest md) {
      this.name = name;
      this.md = md;
    }

    @Override
    public PyType type() {
      return HASH;
    }
  }

  /** The bytes of a bytes-like argument; str gets CPython's "Strings must be encoded" error. */
  static byte[] data(PyObject o) {
    if (o instanceof PyStr) {
      throw Errors.typeError("Strings must be encoded before hashing");
    }
    if (o instanceof PyBytes || o instanceof PyByteArray) {
      return PyBytes.bytesFromObject(o);
    }
    throw Errors.typeError("object supporting the buffer API required");
  }

  static Hash newHash(String name) {
    String[] algo = ALGOS.get(name.toLowerCase(Locale.ROOT).replace("-", ""));
    if (algo == null) {
      throw Errors.valueError("unsupported hash type " + name);
    }
    try {
      return new Hash(name.toLowerCase(Locale.ROOT).replace("-", ""), MessageDigest.getInstance(algo[0]));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw Errors.valueError("unsupported hash type " + name);
    }
  }

  static void update(Hash h, PyObject data) {
    byte[] b = data(data);
    ResourceMeter.current().tick(b.length / 64 + 1);
    h.md.update(b);
  }

  public static PyModule create() {
    PyModule m = new PyModule("hashlib");
    PySet names = new PySet();
    for (String name : ALGOS.keySet()) {
      names.add(PyStr.of(name));
      m.def(name, (a, k) -> {
        PyObject[] p = Support.bind(name, a, k, new String[] {"string", "usedforsecurity"}, 0);
        Hash h = newHash(name);
        if (p[0] != null && p[0] != PyNone.NONE) {
          update(h, p[0]);
        }
        return h;
      });
    }
    m.put("algorithms_guaranteed", names);
    m.put("algorithms_available", names);
    m.def("new", (a, k) -> {
      PyObject[] p = Support.bind("new", a, k, new String[] {"name", "string", "usedforsecurity"}, 1);
      Hash h = newHash(Support.string(p[0], "new() argument 'name'"));
      if (p[1] != null && p[1] != PyNone.NONE) {
        update(h, p[1]);
      }
      return h;
    });
    return m;
  }

  private static void install(PyType t) {
    t.defineGetter("name", o -> PyStr.of(((Hash) o).name));
    t.defineGetter("digest_size", o -> PyInt.of(((Hash) o).md.getDigestLength()));
    t.defineGetter("block_size", o -> PyInt.of(Integer.parseInt(ALGOS.get(((Hash) o).name)[1])));
    t.defineMethod("update", (a, k) -> {
      Args.exact("update", a, k, 2);
      update((Hash) a[0], a[1]);
      return PyNone.NONE;
    });
    t.defineMethod("digest", (a, k) -> {
      Args.exact("digest", a, k, 1);
      return PyBytes.wrap(digestOf((Hash) a[0]));
    });
    t.defineMethod("hexdigest", (a, k) -> {
      Args.exact("hexdigest", a, k, 1);
      return PyStr.of(HexFormat.of().formatHex(digestOf((Hash) a[0])));
    });
    t.defineMethod("copy", (a, k) -> {
      Args.exact("copy", a, k, 1);
      Hash h = (Hash) a[0];
      return new Hash(h.name, cloneOf(h.md));
    });
    t.defineMethod("__repr__", (a, k) -> PyStr.of("<" + ((Hash) a[0]).name + " _hashlib.HASH object @ 0x"
        + Integer.toHexString(System.identityHashCode(a[0])) + ">"));
  }

  static MessageDigest cloneOf(MessageDigest md) {
    try {
      return (MessageDigest) md.clone();
    } catch (CloneNotSupportedException e) {
      throw Errors.valueError("hash object cannot be copied");
    }
  }

  /** The digest so far, without finishing the running hash. */
  static byte[] digestOf(Hash h) {
    return cloneOf(h.md).digest();
  }
}
