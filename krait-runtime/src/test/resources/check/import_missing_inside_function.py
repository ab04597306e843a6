# expect: 3:12: warning: module 'pandas' is not available in Krait (ImportError when run); it provides abc, asyncio, base64, binascii, bisect, builtins, calendar, cmath, collections, contextlib, copy, csv, dataclasses, datetime, decimal, difflib, enum, fnmatch, fractions, functools, hashlib, heapq, hmac, html, html.parser, inspect, io, itertools, json, math, numbers, operator, pprint, random, re, secrets, statistics, string, sys, textwrap, time, traceback, types, typing, unicodedata, urllib, uuid, warnings, zoneinfo
def f():
    import pandas
    return pandas
