/**
 * The operations both gateways speak (the in-memory engine and DynamoDB through the SDK), as plain
 * records: DynamoDB's request and response shapes without the SDK's types, so that the same
 * contract and differential tests drive both.
 */
package dev.tablewright.engine.api;
