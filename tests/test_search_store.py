"""The store on disk (lawref.search.store) gives back exactly the search data written into it."""

from lawref.search import store


def test_every_part_of_the_data_reads_back_as_written(search_store, tmp_path):
    data = search_store._data
    store.write(data, tmp_path / "data")
    back = store.Store(tmp_path / "data")
    assert back.meta == data.meta and back.docs == data.docs
    assert back.known_shards == frozenset(data.shards) == frozenset(data.meta["shards"])
    assert all(back.shard(key) == shard for key, shard in data.shards.items())
    assert back.shard("no such key") == {}
    texts = [entry for shard in data.texts for entry in shard]
    assert [list(back.text(doc)) for doc in range(len(texts))] == texts
    assert [back.row(doc) for doc in range(len(texts))] == data.docs


def test_a_shard_is_read_only_when_asked(search_store, tmp_path):
    store.write(search_store._data, tmp_path / "data")
    back = store.Store(tmp_path / "data")
    key = sorted(search_store._data.shards)[len(search_store._data.shards) // 2]
    assert back._shards == {} and back._index is None
    back.shard(key)
    assert list(back._shards) == [key]
