package dev.tablewright.operation.item;

import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.UpdateItemRequest;

/** The request an {@link ItemForm} makes: exactly one of the four. */
public sealed interface ItemRequest {
    record Get(GetItemRequest request) implements ItemRequest {
    }

    record Put(PutItemRequest request) implements ItemRequest {
    }

    record Update(UpdateItemRequest request) implements ItemRequest {
    }

    record Delete(DeleteItemRequest request) implements ItemRequest {
    }
}
