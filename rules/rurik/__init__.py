"""Rurik: Dawn of Kiev's Python: only what its content cannot declare (the map's regions in play
and their connectedness, the Rebellion cards' orders, the boat against the trade track) and the
derived reference tables. Its other checks are declared in content/rurik."""
