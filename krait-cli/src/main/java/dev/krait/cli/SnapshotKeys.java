/*
 * The key that authenticates snapshots of suspended cells for `krait run --approve` and
 * `krait resume`: a file given with --snapshot-key, or a random one created on first use in the
 * user's configuration directory, readable by the user only. Hosts that resume each other's
 * cells share the file (README: "Approvals").
 */
package dev.krait.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;

/** Loads (or creates) the snapshot key. */
final class SnapshotKeys {
  private SnapshotKeys() {}

  /** A key file that cannot be read or made; the message says why. */
  static final class Unusable extends Exception {
    private static final long serialVersionUID = 1L;

    Unusable(String message) {
      super(message, null, false, false);
    }
  }

  /** Where the default key lives: $XDG_CONFIG_HOME/krait or ~/.config/krait (krait.configDir overrides). */
  static Path defaultFile() {
    String override = System.getProperty("krait.configDir");
    if (override != null) {
      return Paths.get(override, "snapshot.key");
    }
    String xdg = System.getenv("XDG_CONFIG_HOME");
    Path base = xdg != null && !xdg.isBlank() ? Paths.get(xdg) : Paths.get(System.getProperty("user.home"), ".config");
    return base.resolve("krait").resolve("snapshot.key");
  }

  /** The key in {@code file}, or in the default file (created with a fresh random key if absent). */
  static byte[] load(Path file) throws Unusable {
    if (file != null) {
      return read(file);
    }
    Path path = defaultFile();
    if (!Files.exists(path)) {
      create(path);
    }
    return read(path);
  }

  /** A key file holds the key as hex (64 digits for the 32 random bytes Krait makes). */
  private static byte[] read(Path file) throws Unusable {
    String text;
    try {
      text = Files.readString(file, StandardCharsets.US_ASCII).strip();
    } catch (IOException | java.io.UncheckedIOException e) {
      throw new Unusable("cannot read the snapshot key " + file + ": " + e.getMessage());
    }
    byte[] key;
    try {
      key = HexFormat.of().parseHex(text);
    } catch (IllegalArgumentException e) {
      throw new Unusable("the snapshot key " + file + " is not hex digits");
    }
    if (key.length < 16) {
      throw new Unusable("the snapshot key " + file + " is too short: " + key.length
          + " bytes (at least 16)");
    }
    return key;
  }

  private static void create(Path path) throws Unusable {
    byte[] key = new byte[32];
    new SecureRandom().nextBytes(key);
    byte[] text = (HexFormat.of().formatHex(key) + "\n").getBytes(StandardCharsets.US_ASCII);
    try {
      Path dir = path.getParent();
      boolean posix = dir.getFileSystem().supportedFileAttributeViews().contains("posix");
      if (!Files.isDirectory(dir)) {
        if (posix) {
          Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        } else {
          Files.createDirectories(dir);
        }
      }
      Path tmp = dir.resolve(path.getFileName() + ".tmp" + ProcessHandle.current().pid());
      if (posix) {
        Files.createFile(tmp, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
      } else {
        Files.createFile(tmp);
      }
      Files.write(tmp, text, StandardOpenOption.TRUNCATE_EXISTING);
      try {
        // another krait may have made one meanwhile: the first one stays
        Files.createLink(path, tmp);
      } catch (FileAlreadyExistsException e) {
        // keep theirs
      } catch (UnsupportedOperationException | IOException e) {
        if (!Files.exists(path)) {
          Files.move(tmp, path);
        }
      } finally {
        Files.deleteIfExists(tmp);
      }
    } catch (IOException e) {
      throw new Unusable("cannot create the snapshot key " + path + ": " + e.getMessage());
    }
  }
}
