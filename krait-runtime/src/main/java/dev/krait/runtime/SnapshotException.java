/*
 * Why a snapshot was refused: it failed authentication (tampered, or made with another key), is
 * of a format this Krait does not read, or is malformed. Nothing of a refused snapshot runs.
 */
package dev.krait.runtime;

/** A snapshot that cannot be restored; {@link #getMessage()} says why, for a person to read. */
public final class SnapshotException extends Exception {
  private static final long serialVersionUID = 1L;

  public SnapshotException(String reason) {
    super(reason, null, false, false);
  }
}
