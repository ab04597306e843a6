/*
 * The warnings module, a port of CPython 3.11's pure-Python warnings.py run in the module's
 * namespace: filters (with CPython's default filters), the actions error/ignore/always/default/
 * module/once with per-module registries, catch_warnings (record=True collects WarningMessage
 * objects; action= as in 3.11), warn/warn_explicit/formatwarning/showwarning. A warning that is
 * shown goes to sys.stderr with its source line, as CPython's (the host decides where stderr goes).
 * The caller's filename and line (stacklevel) come from the VM's frames through _caller.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.PyModule;
import dev.krait.python.vm.AsyncCore;
import dev.krait.python.vm.VmAccess;

/** {@code import warnings}. */
public final class WarningsModule {
  private WarningsModule() {}

  private static final String PY_WARNINGS = """
_ACTIONS = ("error", "ignore", "always", "default", "module", "once")

filters = [
    ("default", None, DeprecationWarning, "__main__", 0),
    ("ignore", None, DeprecationWarning, None, 0),
    ("ignore", None, PendingDeprecationWarning, None, 0),
    ("ignore", None, ImportWarning, None, 0),
    ("ignore", None, ResourceWarning, None, 0),
]
defaultaction = "default"
onceregistry = {}
_filters_version = 1
_registries = {}
_record_hook = None

def _filters_mutated():
    global _filters_version
    _filters_version += 1

class WarningMessage(object):
    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line", "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, line : %r}"
                % (self.message, self._category_name, self.filename, self.lineno, self.line))

_linecache = {}

def formatwarning(message, category, filename, lineno, line=None):
    s = "%s:%s: %s: %s\\n" % (filename, lineno, category.__name__, message)
    if line is None:
        line = _linecache.get((filename, lineno))
    if line:
        s += "  %s\\n" % line.strip()
    return s

def showwarning(message, category, filename, lineno, file=None, line=None):
    if file is None:
        import sys
        file = sys.stderr
    if file is not None:
        try:
            file.write(formatwarning(message, category, filename, lineno, line))
        except OSError:
            pass

_showwarning_orig = showwarning

def _showwarnmsg(msg):
    if _record_hook is not None:
        _record_hook(msg)
        return
    showwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)

def _add_filter(*item, append):
    global filters
    if not append:
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
    else:
        if item not in filters:
            filters.append(item)
    _filters_mutated()

def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    assert action in _ACTIONS, "invalid action: %r" % (action,)
    assert isinstance(message, str), "message must be a string"
    assert isinstance(category, type), "category must be a class"
    assert issubclass(category, Warning), "category must be a Warning subclass"
    assert isinstance(module, str), "module must be a string"
    assert isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0"
    if message or module:
        import re
    message = re.compile(message, re.I) if message else None
    module = re.compile(module) if module else None
    _add_filter(action, message, category, module, lineno, append=append)

def simplefilter(action, category=Warning, lineno=0, append=False):
    assert action in _ACTIONS, "invalid action: %r" % (action,)
    assert isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0"
    _add_filter(action, None, category, None, lineno, append=append)

def resetwarnings():
    filters[:] = []
    _filters_mutated()

def _matches(pattern, text):
    if pattern is None:
        return True
    if isinstance(pattern, str):
        return pattern == text
    return pattern.match(text) is not None

def warn(message, category=None, stacklevel=1, source=None):
    if isinstance(message, Warning):
        category = message.__class__
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, not '{:s}'".format(type(category).__name__))
    filename, lineno, module = _caller(stacklevel)
    line = _caller_line(stacklevel)
    if line is not None:
        _linecache[(filename, lineno)] = line
    registry = _registries.setdefault(module, {})
    warn_explicit(message, category, filename, lineno, module, registry, None, source)

def warn_explicit(message, category, filename, lineno, module=None, registry=None, module_globals=None,
                  source=None):
    lineno = int(lineno)
    if module is None:
        module = filename or "<unknown>"
        if module[-3:].lower() == ".py":
            module = module[:-3]
    if registry is None:
        registry = {}
    if registry.get("version", 0) != _filters_version:
        registry.clear()
        registry["version"] = _filters_version
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry.get(key):
        return
    for item in filters:
        action, msg, cat, mod, ln = item
        if (_matches(msg, text) and issubclass(category, cat) and _matches(mod, module)
                and (ln == 0 or lineno == ln)):
            break
    else:
        action = defaultaction
    if action == "ignore":
        return
    if action == "error":
        raise message
    if action == "once":
        registry[key] = 1
        oncekey = (text, category)
        if onceregistry.get(oncekey):
            return
        onceregistry[oncekey] = 1
    elif action == "always":
        pass
    elif action == "module":
        registry[key] = 1
        altkey = (text, category, 0)
        if registry.get(altkey):
            return
        registry[altkey] = 1
    elif action == "default":
        registry[key] = 1
    else:
        raise RuntimeError("Unrecognized action (%r) in warnings.filters:\\n %s" % (action, item))
    _showwarnmsg(WarningMessage(message, category, filename, lineno, None, None, source))

class catch_warnings(object):
    def __init__(self, *, record=False, module=None, action=None, category=Warning, lineno=0, append=False):
        self._record = record
        self._entered = False
        self._filter = None if action is None else (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        return "%s(%s)" % (type(self).__name__, ", ".join(args))

    def __enter__(self):
        global filters, showwarning, _record_hook
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % self)
        self._entered = True
        self._filters = filters
        filters = filters[:]
        _filters_mutated()
        self._showwarning = showwarning
        self._hook = _record_hook
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []
            _record_hook = log.append
            showwarning = _showwarning_orig
            return log
        return None

    def __exit__(self, *exc_info):
        global filters, showwarning, _record_hook
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % self)
        filters = self._filters
        _filters_mutated()
        showwarning = self._showwarning
        _record_hook = self._hook
""";

  public static PyModule create() {
    PyModule m = new PyModule("warnings");
    m.def("_caller", (a, k) -> {
      Args.exact("_caller", a, k, 1);
      // warn()'s own frame is the running one: stacklevel 1 is its caller
      return VmAccess.callerLocation(Math.max(1, Support.toInt(a[0])));
    });
    m.def("_caller_line", (a, k) -> {
      Args.exact("_caller_line", a, k, 1);
      String line = VmAccess.callerSourceLine(Math.max(1, Support.toInt(a[0])));
      return line == null ? dev.krait.python.objects.PyNone.NONE : dev.krait.python.objects.PyStr.of(line);
    });
    AsyncCore.definePython(m, PY_WARNINGS);
    return m;
  }
}
