"""Server-sent events: each open page holds a queue; a change is put on every queue."""

from __future__ import annotations

import json
import queue
import threading


class Events:
    """The subscribers of the event stream."""

    def __init__(self) -> None:
        self._queues: list[queue.Queue] = []
        self._lock = threading.Lock()

    def subscribe(self) -> queue.Queue:
        q: queue.Queue = queue.Queue()
        with self._lock:
            self._queues.append(q)
        return q

    def unsubscribe(self, q: queue.Queue) -> None:
        with self._lock:
            if q in self._queues:
                self._queues.remove(q)

    def publish(self, kind: str, data: dict) -> None:
        message = f"event: {kind}\ndata: {json.dumps(data, sort_keys=True)}\n\n".encode()
        with self._lock:
            for q in self._queues:
                q.put(message)

    def close(self) -> None:
        """Tell every stream to end (the server is stopping)."""
        with self._lock:
            for q in self._queues:
                q.put(None)
