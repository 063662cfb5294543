package dev.tablewright.aws.sdk;

import static dev.tablewright.aws.sdk.SdkGateway.blankToNull;
import static dev.tablewright.aws.sdk.SdkGateway.names;
import static dev.tablewright.aws.sdk.SdkGateway.values;
import static dev.tablewright.aws.sdk.SdkValues.toSdk;

import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.WriteRequest;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;

/** Batch and transaction entries in the SDK's shapes. */
final class SdkWrites {
    private SdkWrites() {
    }

    static software.amazon.awssdk.services.dynamodb.model.WriteRequest writeRequest(WriteRequest w) {
        var b = software.amazon.awssdk.services.dynamodb.model.WriteRequest.builder();
        if (w instanceof WriteRequest.Put p) {
            return b.putRequest(PutRequest.builder().item(SdkValues.toSdk(p.item().attributes())).build()).build();
        }
        WriteRequest.Delete d = (WriteRequest.Delete) w;
        return b.deleteRequest(DeleteRequest.builder().key(SdkValues.toSdk(d.key())).build()).build();
    }

    static WriteRequest fromSdk(String table, software.amazon.awssdk.services.dynamodb.model.WriteRequest w) {
        if (w.putRequest() != null) {
            return new WriteRequest.Put(table, SdkValues.item(w.putRequest().item()));
        }
        return new WriteRequest.Delete(table, SdkValues.fromSdk(w.deleteRequest().key()));
    }

    static TransactWriteItem transactItem(TransactWrite action) {
        var b = TransactWriteItem.builder();
        if (action instanceof TransactWrite.Put put) {
            var r = put.request();
            return b.put(Put.builder().tableName(r.table()).item(toSdk(r.item().attributes()))
                    .conditionExpression(blankToNull(r.condition()))
                    .expressionAttributeNames(names(r.expr())).expressionAttributeValues(values(r.expr()))
                    .returnValuesOnConditionCheckFailure(
                            SdkReturns.onConditionFailure(r.returns().oldItemOnConditionFailure()))
                    .build()).build();
        } else if (action instanceof TransactWrite.Update update) {
            var r = update.request();
            return b.update(Update.builder().tableName(r.table()).key(toSdk(r.key()))
                    .updateExpression(blankToNull(r.update()))
                    .conditionExpression(blankToNull(r.condition()))
                    .expressionAttributeNames(names(r.expr())).expressionAttributeValues(values(r.expr()))
                    .returnValuesOnConditionCheckFailure(
                            SdkReturns.onConditionFailure(r.returns().oldItemOnConditionFailure()))
                    .build()).build();
        } else if (action instanceof TransactWrite.Delete delete) {
            var r = delete.request();
            return b.delete(Delete.builder().tableName(r.table()).key(toSdk(r.key()))
                    .conditionExpression(blankToNull(r.condition()))
                    .expressionAttributeNames(names(r.expr())).expressionAttributeValues(values(r.expr()))
                    .returnValuesOnConditionCheckFailure(
                            SdkReturns.onConditionFailure(r.returns().oldItemOnConditionFailure()))
                    .build()).build();
        }
        TransactWrite.ConditionCheck c = (TransactWrite.ConditionCheck) action;
        return b.conditionCheck(ConditionCheck.builder().tableName(c.table()).key(toSdk(c.key()))
                .conditionExpression(c.condition())
                .expressionAttributeNames(names(c.expr())).expressionAttributeValues(values(c.expr()))
                .returnValuesOnConditionCheckFailure(SdkReturns.onConditionFailure(c.oldItemOnConditionFailure()))
                .build()).build();
    }
}
