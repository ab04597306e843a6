# The cost of reaching collections.UserDict in a fresh cell.
import collections
collections.UserDict
