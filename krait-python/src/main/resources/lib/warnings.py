# warnings: warn() runs each warning past the filter list, whose first matching entry picks an
# action: raise it ("error"), drop it ("ignore"), show it every time ("always"), or show it once
# per location, per module or per process ("default", "module", "once"). Shown warnings are
# written to sys.stderr (the host decides where that goes) unless catch_warnings(record=True) is
# collecting them. The filter list, showwarning and formatwarning are module attributes that cells
# read, replace and restore (catch_warnings does exactly that), so this is library Python run in
# the module's namespace; the Java half (stdlib/WarningsModule) only reads the caller's location.

import sys

__all__ = ["warn", "warn_explicit", "showwarning", "formatwarning", "filterwarnings", "simplefilter",
           "resetwarnings", "catch_warnings"]

_ACTIONS = frozenset(("error", "ignore", "always", "default", "module", "once"))

# CPython's filters of a release build: deprecations are shown only for code run as __main__
filters = [("default", None, DeprecationWarning, "__main__", 0)] + [
    ("ignore", None, quiet, None, 0)
    for quiet in (DeprecationWarning, PendingDeprecationWarning, ImportWarning, ResourceWarning)]
defaultaction = "default"
onceregistry = {}

# registries remember which (text, category, line) were shown; a change to the filters forgets them
_generation = 1
_registries = {}                 # module name -> registry (CPython keeps it in the module's globals)
_lines = {}                      # (filename, lineno) -> source line, read when warn() was called


def _filters_mutated():
    global _generation
    _generation += 1


class WarningMessage:
    """One warning as catch_warnings(record=True) keeps it."""

    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line", "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message, self.category = message, category
        self.filename, self.lineno = filename, lineno
        self.file, self.line, self.source = file, line, source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, line : %r}"
                % (self.message, self._category_name, self.filename, self.lineno, self.line))


# ---------------------------------------------------------------- the filter list

def _check(condition, complaint):
    # CPython checks these arguments with assert statements, hence AssertionError
    if not condition:
        raise AssertionError(complaint)


def _install(entry, append):
    """Puts a filter first (moving it if present), or last when append and not yet present."""
    if append:
        if entry not in filters:
            filters.append(entry)
    else:
        if entry in filters:
            filters.remove(entry)
        filters.insert(0, entry)
    _filters_mutated()


def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    """A filter on the message text (a regex matched case-insensitively at its start), the
    category (and its subclasses), the module name (a regex) and the line (0: any line)."""
    _check(action in _ACTIONS, "invalid action: %r" % (action,))
    _check(isinstance(message, str), "message must be a string")
    _check(isinstance(category, type), "category must be a class")
    _check(issubclass(category, Warning), "category must be a Warning subclass")
    _check(isinstance(module, str), "module must be a string")
    _check(isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0")
    import re
    _install((action, re.compile(message, re.I) if message else None, category,
              re.compile(module) if module else None, lineno), append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    """A filter on the category and line only."""
    _check(action in _ACTIONS, "invalid action: %r" % (action,))
    _check(isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0")
    _install((action, None, category, None, lineno), append)


def resetwarnings():
    """Removes every filter, the default ones included."""
    filters[:] = []
    _filters_mutated()


def _fits(pattern, text):
    # a filter field is None (anything), a plain string (that exact text) or a compiled regex
    if pattern is None:
        return True
    return pattern == text if isinstance(pattern, str) else pattern.match(text) is not None


def _action_for(text, category, module, lineno):
    for entry in filters:
        action, message, wanted, where, line = entry
        if (_fits(message, text) and issubclass(category, wanted) and _fits(where, module)
                and line in (0, lineno)):
            return action, entry
    return defaultaction, None


# ---------------------------------------------------------------- issuing

def warn(message, category=None, stacklevel=1, source=None):
    """Issues a warning attributed to the caller stacklevel frames up (1: whoever called warn)."""
    if isinstance(message, Warning):
        category = type(message)
    elif category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, not '{:s}'".format(type(category).__name__))
    filename, lineno, module = _caller(stacklevel)
    text = _caller_line(stacklevel)
    if text is not None:
        _lines[(filename, lineno)] = text
    warn_explicit(message, category, filename, lineno, module, _registries.setdefault(module, {}), None, source)


def warn_explicit(message, category, filename, lineno, module=None, registry=None, module_globals=None,
                  source=None):
    """warn() with the location given: the filters run, then the chosen action."""
    if module is None:          # named after the file, without a .py suffix
        module = filename or "<unknown>"
        if module[-3:].lower() == ".py":
            module = module[:-3]
    lineno = int(lineno)
    if registry is None:
        registry = {}
    if registry.get("version", 0) != _generation:
        registry.clear()
        registry["version"] = _generation
    if isinstance(message, Warning):
        text, category = str(message), type(message)
    else:
        text, message = message, category(message)
    here = (text, category, lineno)
    if registry.get(here):
        return
    action, entry = _action_for(text, category, module, lineno)
    if action == "ignore":
        return
    if action == "error":
        raise message
    if action == "once":
        registry[here] = 1
        if onceregistry.get((text, category)):
            return
        onceregistry[(text, category)] = 1
    elif action == "module":
        registry[here] = 1
        anywhere = (text, category, 0)
        if registry.get(anywhere):
            return
        registry[anywhere] = 1
    elif action == "default":
        registry[here] = 1
    elif action != "always":
        raise RuntimeError("Unrecognized action (%r) in warnings.filters:\n %s" % (action, entry))
    _showwarnmsg(WarningMessage(message, category, filename, lineno, source=source))


# ---------------------------------------------------------------- showing

def _render(msg):
    """The text stderr gets: "file:line: Category: message", then the source line if known."""
    name = msg.category.__name__
    text = f"{msg.filename}:{msg.lineno}: {name}: {msg.message}\n"
    line = msg.line if msg.line is not None else _lines.get((msg.filename, msg.lineno))
    if line:
        text += "  %s\n" % line.strip()
    if msg.source is not None:
        text += f"{name}: Enable tracemalloc to get the object allocation traceback\n"
    return text


def _write(msg):
    """Writes a shown warning to its file (sys.stderr by default); a failing file is ignored."""
    stream = msg.file if msg.file is not None else sys.stderr
    if stream is None:
        return
    if formatwarning is not _formatwarning_orig:        # a cell replaced warnings.formatwarning
        text = formatwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
    else:
        text = _render(msg)
    try:
        stream.write(text)
    except OSError:
        pass


_showwarnmsg_impl = _write       # catch_warnings(record=True) puts a list's append here


def _showwarnmsg(msg):
    if showwarning is not _showwarning_orig:            # a cell replaced warnings.showwarning
        if not callable(showwarning):
            raise TypeError("warnings.showwarning() must be set to a function or method")
        showwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)
    else:
        _showwarnmsg_impl(msg)


def formatwarning(message, category, filename, lineno, line=None):
    """The text a warning is shown as."""
    return _render(WarningMessage(message, category, filename, lineno, None, line))


def showwarning(message, category, filename, lineno, file=None, line=None):
    """Shows a warning: cells may replace this function to send warnings elsewhere."""
    _write(WarningMessage(message, category, filename, lineno, file, line))


_formatwarning_orig = formatwarning
_showwarning_orig = showwarning


# ---------------------------------------------------------------- catch_warnings

class catch_warnings:
    """A with-block inside which filter and showwarning changes are undone on exit; with
    record=True, the warnings shown inside are collected into the list it returns."""

    def __init__(self, *, record=False, module=None, action=None, category=Warning, lineno=0, append=False):
        self._record = record
        self._module = sys.modules["warnings"] if module is None else module
        self._entered = False
        self._simple = None if action is None else (action, category, lineno, append)

    def __repr__(self):
        shown = ["record=True"] if self._record else []
        if self._module is not sys.modules["warnings"]:
            shown.append("module=%r" % self._module)
        return "%s(%s)" % (type(self).__name__, ", ".join(shown))

    def __enter__(self):
        if self._entered:
            raise RuntimeError(f"Cannot enter {self!r} twice")
        self._entered = True
        mod = self._module
        self._saved = (mod.filters, mod.showwarning, mod._showwarnmsg_impl)
        mod.filters = mod.filters[:]
        mod._filters_mutated()
        if self._simple is not None:
            mod.simplefilter(*self._simple)
        if not self._record:
            return None
        log = []
        mod._showwarnmsg_impl = log.append
        mod.showwarning = mod._showwarning_orig
        return log

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError(f"Cannot exit {self!r} without entering first")
        mod = self._module
        mod.filters, mod.showwarning, mod._showwarnmsg_impl = self._saved
        mod._filters_mutated()
