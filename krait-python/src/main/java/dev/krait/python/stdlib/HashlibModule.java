/*
 * hashlib over java.security.MessageDigest (md5, sha1, the sha2 family and sha3) and
 * HashAlgorithms (blake2b/blake2s with key/salt/person, shake_128/shake_256), with
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

  /** A running hash: a JDK digest, or a HashAlgorithms state (blake2, shake). */
  static final class Hash extends PyObject {
    final String name;
    final MessageDigest md;
    final HashAlgorithms.State st;
    final int digestSize;
    final int blockSize;

    Hash(String name, MessageDigest md) {
      this.name = name;
      this.md = md;
      this.st = null;
      this.digestSize = md.getDigestLength();
      this.blockSize = Integer.parseInt(ALGOS.get(name)[1]);
    }

    Hash(String name, HashAlgorithms.State st, int digestSize, int blockSize) {
      this.name = name;
      this.md = null;
      this.st = st;
      this.digestSize = digestSize;
      this.blockSize = blockSize;
    }

    boolean xof() {
      return st instanceof HashAlgorithms.Shake;
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
    String lower = dev.krait.python.objects.PyStr.lowerCase(name);
    switch (lower) {
      case "blake2b":
        return new Hash("blake2b", new HashAlgorithms.Blake2(true, 64, new byte[0], new byte[0], new byte[0]), 64, 128);
      case "blake2s":
        return new Hash("blake2s", new HashAlgorithms.Blake2(false, 32, new byte[0], new byte[0], new byte[0]), 32, 64);
      case "shake_128":
        return new Hash("shake_128", new HashAlgorithms.Shake(168), 0, 168);
      case "shake_256":
        return new Hash("shake_256", new HashAlgorithms.Shake(136), 0, 136);
      default:
        break;
    }
    String[] algo = ALGOS.get(dev.krait.python.objects.PyStr.lowerCase(name).replace("-", ""));
    if (algo == null) {
      throw Errors.valueError("unsupported hash type " + name);
    }
    try {
      return new Hash(dev.krait.python.objects.PyStr.lowerCase(name).replace("-", ""), MessageDigest.getInstance(algo[0]));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw Errors.valueError("unsupported hash type " + name);
    }
  }

  static void update(Hash h, PyObject data) {
    byte[] b = data(data);
    ResourceMeter.current().tick(b.length / 64 + 1);
    if (h.md != null) {
      h.md.update(b);
    } else {
      h.st.update(b);
    }
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
    for (String name : new String[] {"blake2b", "blake2s"}) {
      boolean big = name.equals("blake2b");
      int max = big ? 64 : 32;
      int saltMax = big ? 16 : 8;
      names.add(PyStr.of(name));
      m.def(name, (a, k) -> {
        String[] params = {"data", "digest_size", "key", "salt", "person", "fanout", "depth", "leaf_size",
            "node_offset", "node_depth", "inner_size", "last_node", "usedforsecurity"};
        PyObject[] p = Support.bind(name, a, k, params, 0);
        for (int i = 5; i < 12; i++) {
          if (p[i] != null) {
            throw Errors.of(dev.krait.python.objects.ExceptionTypes.NOT_IMPLEMENTED_ERROR,
                name + "() tree-hashing parameter '" + params[i] + "' is not supported in Krait");
          }
        }
        int size = p[1] == null ? max : Support.toInt(p[1]);
        if (size < 1 || size > max) {
          throw Errors.valueError("digest_size must be between 1 and " + max + " bytes");
        }
        byte[] key = p[2] == null ? new byte[0] : data(p[2]);
        byte[] salt = p[3] == null ? new byte[0] : data(p[3]);
        byte[] person = p[4] == null ? new byte[0] : data(p[4]);
        if (key.length > max) {
          throw Errors.valueError("maximum key length is " + max + " bytes");
        }
        if (salt.length > saltMax) {
          throw Errors.valueError("maximum salt length is " + saltMax + " bytes");
        }
        if (person.length > saltMax) {
          throw Errors.valueError("maximum person length is " + saltMax + " bytes");
        }
        Hash h = new Hash(name, new HashAlgorithms.Blake2(big, size, key, salt, person), size, big ? 128 : 64);
        if (p[0] != null && p[0] != PyNone.NONE) {
          update(h, p[0]);
        }
        return h;
      });
    }
    for (String name : new String[] {"shake_128", "shake_256"}) {
      names.add(PyStr.of(name));
      m.def(name, (a, k) -> {
        PyObject[] p = Support.bind(name, a, k, new String[] {"data", "usedforsecurity"}, 0);
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
    t.defineGetter("digest_size", o -> PyInt.of(((Hash) o).digestSize));
    t.defineGetter("block_size", o -> PyInt.of(((Hash) o).blockSize));
    t.defineMethod("update", (a, k) -> {
      Args.exact("update", a, k, 2);
      update((Hash) a[0], a[1]);
      return PyNone.NONE;
    });
    t.defineMethod("digest", (a, k) -> PyBytes.wrap(digestArgs((Hash) a[0], "digest", a, k)));
    t.defineMethod("hexdigest", (a, k) ->
        PyStr.of(HexFormat.of().formatHex(digestArgs((Hash) a[0], "hexdigest", a, k))));
    t.defineMethod("copy", (a, k) -> {
      Args.exact("copy", a, k, 1);
      Hash h = (Hash) a[0];
      return h.md != null ? new Hash(h.name, cloneOf(h.md)) : new Hash(h.name, h.st.copy(), h.digestSize, h.blockSize);
    });
    t.defineMethod("__repr__", (a, k) -> PyStr.of("<" + ((Hash) a[0]).name + " _hashlib.HASH object @ 0x"
        + Integer.toHexString(System.identityHashCode(a[0])) + ">"));
  }

  /** digest()/hexdigest(): no argument, or the output length of a SHAKE. */
  private static byte[] digestArgs(Hash h, String fn, PyObject[] a, String[] k) {
    if (!h.xof()) {
      Args.exact(fn, a, k, 1);
      return digestOf(h);
    }
    PyObject[] p = Support.bind(fn, java.util.Arrays.copyOfRange(a, 1, a.length), k, new String[] {"length"}, 1);
    long n = Support.toInt(p[0]);
    if (n < 0) {
      throw Errors.valueError("length must be non-negative");
    }
    if (n >= (1L << 29)) {
      throw Errors.valueError("length is too large");
    }
    ResourceMeter.current().allocate(n);
    return h.st.digest((int) n);
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
    if (h.st != null) {
      return h.st.digest(h.digestSize);
    }
    return cloneOf(h.md).digest();
  }
}
