# DynamoDB tables of the model All settings, exported by Tablewright
variable "table_name_prefix" {
  type        = string
  default     = ""
  description = "Put before every table name, e.g. \"dev-\""
}

# global tables: needs AWS provider 6.0 or later
data "aws_region" "tablewright" {
}

resource "aws_dynamodb_table" "Orders" {
  name                        = "${var.table_name_prefix}Orders"
  billing_mode                = "PROVISIONED"
  read_capacity               = 5
  write_capacity              = 3
  hash_key                    = "PK"
  range_key                   = "SK"
  table_class                 = "STANDARD_INFREQUENT_ACCESS"
  deletion_protection_enabled = true
  stream_enabled              = true
  stream_view_type            = "NEW_AND_OLD_IMAGES"

  attribute {
    name = "PK"
    type = "S"
  }

  attribute {
    name = "SK"
    type = "S"
  }

  attribute {
    name = "status"
    type = "S"
  }

  attribute {
    name = "placedAt"
    type = "N"
  }

  global_secondary_index {
    name            = "ByStatus"
    hash_key        = "status"
    range_key       = "placedAt"
    projection_type = "ALL"
    read_capacity   = 4
    write_capacity  = 2

    warm_throughput {
      read_units_per_second  = 12000
      write_units_per_second = 4000
    }
    # auto scaling changes this index's capacity, and Terraform cannot ignore one index's read_capacity/write_capacity (hashicorp/terraform-provider-aws#671): a plan after scaling shows them changing back to the figures above
  }

  warm_throughput {
    read_units_per_second  = 15000
    write_units_per_second = 5000
  }

  ttl {
    attribute_name = "expiresAt"
    enabled        = true
  }

  point_in_time_recovery {
    enabled                 = true
    recovery_period_in_days = 14
  }

  server_side_encryption {
    enabled     = true
    kms_key_arn = "arn:aws:kms:us-east-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab"
  }

  tags = {
    "team"        = "orders"
    "cost-centre" = "4711"
  }

  lifecycle {
    ignore_changes = [read_capacity, write_capacity]
  }
}

resource "aws_dynamodb_contributor_insights" "Orders_insights" {
  table_name = aws_dynamodb_table.Orders.name
}

resource "aws_dynamodb_contributor_insights" "Orders_ByStatus_insights" {
  table_name = aws_dynamodb_table.Orders.name
  index_name = "ByStatus"
}

resource "aws_dynamodb_resource_policy" "Orders_policy" {
  resource_arn = aws_dynamodb_table.Orders.arn
  policy       = "{\"Version\":\"2012-10-17\",\"Statement\":[{\"Effect\":\"Allow\",\"Principal\":{\"AWS\":\"arn:aws:iam::111122223333:root\"},\"Action\":\"dynamodb:GetItem\",\"Resource\":\"*\"}]}"
}

resource "aws_appautoscaling_target" "Orders_read" {
  min_capacity       = 5
  max_capacity       = 50
  resource_id        = "table/${aws_dynamodb_table.Orders.name}"
  scalable_dimension = "dynamodb:table:ReadCapacityUnits"
  service_namespace  = "dynamodb"
}

resource "aws_appautoscaling_policy" "Orders_read" {
  name               = "DynamoDBReadCapacityUtilization:${aws_appautoscaling_target.Orders_read.resource_id}"
  policy_type        = "TargetTrackingScaling"
  resource_id        = aws_appautoscaling_target.Orders_read.resource_id
  scalable_dimension = aws_appautoscaling_target.Orders_read.scalable_dimension
  service_namespace  = aws_appautoscaling_target.Orders_read.service_namespace

  target_tracking_scaling_policy_configuration {
    predefined_metric_specification {
      predefined_metric_type = "DynamoDBReadCapacityUtilization"
    }
    target_value = 70
  }
}

resource "aws_appautoscaling_target" "Orders_write" {
  min_capacity       = 3
  max_capacity       = 30
  resource_id        = "table/${aws_dynamodb_table.Orders.name}"
  scalable_dimension = "dynamodb:table:WriteCapacityUnits"
  service_namespace  = "dynamodb"
}

resource "aws_appautoscaling_policy" "Orders_write" {
  name               = "DynamoDBWriteCapacityUtilization:${aws_appautoscaling_target.Orders_write.resource_id}"
  policy_type        = "TargetTrackingScaling"
  resource_id        = aws_appautoscaling_target.Orders_write.resource_id
  scalable_dimension = aws_appautoscaling_target.Orders_write.scalable_dimension
  service_namespace  = aws_appautoscaling_target.Orders_write.service_namespace

  target_tracking_scaling_policy_configuration {
    predefined_metric_specification {
      predefined_metric_type = "DynamoDBWriteCapacityUtilization"
    }
    target_value = 50.5
  }
}

resource "aws_appautoscaling_target" "Orders_ByStatus_read" {
  min_capacity       = 4
  max_capacity       = 40
  resource_id        = "table/${aws_dynamodb_table.Orders.name}/index/ByStatus"
  scalable_dimension = "dynamodb:index:ReadCapacityUnits"
  service_namespace  = "dynamodb"
}

resource "aws_appautoscaling_policy" "Orders_ByStatus_read" {
  name               = "DynamoDBReadCapacityUtilization:${aws_appautoscaling_target.Orders_ByStatus_read.resource_id}"
  policy_type        = "TargetTrackingScaling"
  resource_id        = aws_appautoscaling_target.Orders_ByStatus_read.resource_id
  scalable_dimension = aws_appautoscaling_target.Orders_ByStatus_read.scalable_dimension
  service_namespace  = aws_appautoscaling_target.Orders_ByStatus_read.service_namespace

  target_tracking_scaling_policy_configuration {
    predefined_metric_specification {
      predefined_metric_type = "DynamoDBReadCapacityUtilization"
    }
    target_value = 60
  }
}

resource "aws_appautoscaling_target" "Orders_ByStatus_write" {
  min_capacity       = 2
  max_capacity       = 20
  resource_id        = "table/${aws_dynamodb_table.Orders.name}/index/ByStatus"
  scalable_dimension = "dynamodb:index:WriteCapacityUnits"
  service_namespace  = "dynamodb"
}

resource "aws_appautoscaling_policy" "Orders_ByStatus_write" {
  name               = "DynamoDBWriteCapacityUtilization:${aws_appautoscaling_target.Orders_ByStatus_write.resource_id}"
  policy_type        = "TargetTrackingScaling"
  resource_id        = aws_appautoscaling_target.Orders_ByStatus_write.resource_id
  scalable_dimension = aws_appautoscaling_target.Orders_ByStatus_write.scalable_dimension
  service_namespace  = aws_appautoscaling_target.Orders_ByStatus_write.service_namespace

  target_tracking_scaling_policy_configuration {
    predefined_metric_specification {
      predefined_metric_type = "DynamoDBWriteCapacityUtilization"
    }
    target_value = 75
  }
}

resource "aws_dynamodb_table" "Customers" {
  name             = "${var.table_name_prefix}Customers"
  billing_mode     = "PAY_PER_REQUEST"
  hash_key         = "customerId"
  stream_enabled   = true
  stream_view_type = "KEYS_ONLY"

  attribute {
    name = "customerId"
    type = "S"
  }

  attribute {
    name = "email"
    type = "S"
  }

  global_secondary_index {
    name            = "ByEmail"
    hash_key        = "email"
    projection_type = "KEYS_ONLY"

    on_demand_throughput {
      max_read_request_units  = 200
      max_write_request_units = 100
    }
  }

  on_demand_throughput {
    max_read_request_units  = 1000
    max_write_request_units = 500
  }

  point_in_time_recovery {
    enabled                 = true
    recovery_period_in_days = 35
  }

  server_side_encryption {
    enabled = true
  }
}

resource "aws_dynamodb_table" "Payments" {
  name             = "${var.table_name_prefix}Payments"
  billing_mode     = "PAY_PER_REQUEST"
  hash_key         = "paymentId"
  stream_enabled   = true
  stream_view_type = "NEW_AND_OLD_IMAGES"

  attribute {
    name = "paymentId"
    type = "S"
  }

  attribute {
    name = "day"
    type = "S"
  }

  attribute {
    name = "at"
    type = "N"
  }

  global_secondary_index {
    name            = "ByDay"
    hash_key        = "day"
    range_key       = "at"
    projection_type = "ALL"
  }

  ttl {
    attribute_name = "ttl"
    enabled        = true
  }

  # a global table in us-east-1, us-east-2, us-west-2: this resource is the table in us-east-1, the model's first region, so the aws provider must be configured for us-east-1; each other region is a replica block

  replica {
    region_name                 = "us-east-2"
    consistency_mode            = "STRONG"
    point_in_time_recovery      = true
    deletion_protection_enabled = true
    # table class Standard-IA not written: a replica block has no table class (the table_class_override of aws_dynamodb_table_replica cannot be mixed with replica blocks), so the replica takes the table's
    # on-demand maximum of 400 read request units not written: a replica block has no on-demand maximum
    # index ByDay: on-demand maximum of 300 read request units not written: a replica block has no index on-demand maximum
  }

  replica {
    region_name                 = "us-west-2"
    consistency_mode            = "STRONG"
    deletion_protection_enabled = false
    propagate_tags              = true
  }

  tags = {
    "team" = "payments"
  }

  lifecycle {
    precondition {
      condition     = data.aws_region.tablewright.region == "us-east-1"
      error_message = "Payments is a global table whose own region is us-east-1: apply this with the aws provider in us-east-1."
    }
  }
}

resource "aws_dynamodb_contributor_insights" "Payments_us-east-2_insights" {
  region     = "us-east-2"
  table_name = aws_dynamodb_table.Payments.name
}

resource "aws_dynamodb_contributor_insights" "Payments_us-east-2_ByDay_insights" {
  region     = "us-east-2"
  table_name = aws_dynamodb_table.Payments.name
  index_name = "ByDay"
}

resource "aws_dynamodb_tag" "Payments_us-east-2_tag_team" {
  region       = "us-east-2"
  resource_arn = replace(aws_dynamodb_table.Payments.arn, ":us-east-1:", ":us-east-2:")
  key          = "team"
  value        = "payments"
}

resource "aws_dynamodb_tag" "Payments_us-east-2_tag_region-role" {
  region       = "us-east-2"
  resource_arn = replace(aws_dynamodb_table.Payments.arn, ":us-east-1:", ":us-east-2:")
  key          = "region-role"
  value        = "reporting"
}

resource "aws_dynamodb_table" "Ledger" {
  name                        = "${var.table_name_prefix}Ledger"
  billing_mode                = "PROVISIONED"
  read_capacity               = 5
  write_capacity              = 5
  hash_key                    = "id"
  deletion_protection_enabled = true
  stream_enabled              = true
  stream_view_type            = "NEW_AND_OLD_IMAGES"

  attribute {
    name = "id"
    type = "S"
  }

  attribute {
    name = "account"
    type = "S"
  }

  global_secondary_index {
    name            = "ByAccount"
    hash_key        = "account"
    projection_type = "KEYS_ONLY"
    read_capacity   = 5
    write_capacity  = 5
    # auto scaling changes this index's capacity, and Terraform cannot ignore one index's read_capacity/write_capacity (hashicorp/terraform-provider-aws#671): a plan after scaling shows them changing back to the figures above
  }

  point_in_time_recovery {
    enabled                 = true
    recovery_period_in_days = 35
  }

  # a global table in eu-central-1, eu-west-1: this resource is the table in eu-central-1, the model's first region, so the aws provider must be configured for eu-central-1; each other region is a replica block

  replica {
    region_name                 = "eu-west-1"
    point_in_time_recovery      = true
    deletion_protection_enabled = true
  }

  lifecycle {
    ignore_changes = [read_capacity, write_capacity]
    precondition {
      condition     = data.aws_region.tablewright.region == "eu-central-1"
      error_message = "Ledger is a global table whose own region is eu-central-1: apply this with the aws provider in eu-central-1."
    }
  }
}

resource "aws_dynamodb_contributor_insights" "Ledger_insights" {
  table_name = aws_dynamodb_table.Ledger.name
}

resource "aws_appautoscaling_target" "Ledger_read" {
  min_capacity       = 5
  max_capacity       = 50
  resource_id        = "table/${aws_dynamodb_table.Ledger.name}"
  scalable_dimension = "dynamodb:table:ReadCapacityUnits"
  service_namespace  = "dynamodb"
}

resource "aws_appautoscaling_policy" "Ledger_read" {
  name               = "DynamoDBReadCapacityUtilization:${aws_appautoscaling_target.Ledger_read.resource_id}"
  policy_type        = "TargetTrackingScaling"
  resource_id        = aws_appautoscaling_target.Ledger_read.resource_id
  scalable_dimension = aws_appautoscaling_target.Ledger_read.scalable_dimension
  service_namespace  = aws_appautoscaling_target.Ledger_read.service_namespace

  target_tracking_scaling_policy_configuration {
    predefined_metric_specification {
      predefined_metric_type = "DynamoDBReadCapacityUtilization"
    }
    target_value = 70
  }
}

resource "aws_appautoscaling_target" "Ledger_write" {
  min_capacity       = 5
  max_capacity       = 25
  resource_id        = "table/${aws_dynamodb_table.Ledger.name}"
  scalable_dimension = "dynamodb:table:WriteCapacityUnits"
  service_namespace  = "dynamodb"
}

resource "aws_appautoscaling_policy" "Ledger_write" {
  name               = "DynamoDBWriteCapacityUtilization:${aws_appautoscaling_target.Ledger_write.resource_id}"
  policy_type        = "TargetTrackingScaling"
  resource_id        = aws_appautoscaling_target.Ledger_write.resource_id
  scalable_dimension = aws_appautoscaling_target.Ledger_write.scalable_dimension
  service_namespace  = aws_appautoscaling_target.Ledger_write.service_namespace

  target_tracking_scaling_policy_configuration {
    predefined_metric_specification {
      predefined_metric_type = "DynamoDBWriteCapacityUtilization"
    }
    target_value = 70
  }
}

resource "aws_appautoscaling_target" "Ledger_ByAccount_read" {
  min_capacity       = 2
  max_capacity       = 8
  resource_id        = "table/${aws_dynamodb_table.Ledger.name}/index/ByAccount"
  scalable_dimension = "dynamodb:index:ReadCapacityUnits"
  service_namespace  = "dynamodb"
}

resource "aws_appautoscaling_policy" "Ledger_ByAccount_read" {
  name               = "DynamoDBReadCapacityUtilization:${aws_appautoscaling_target.Ledger_ByAccount_read.resource_id}"
  policy_type        = "TargetTrackingScaling"
  resource_id        = aws_appautoscaling_target.Ledger_ByAccount_read.resource_id
  scalable_dimension = aws_appautoscaling_target.Ledger_ByAccount_read.scalable_dimension
  service_namespace  = aws_appautoscaling_target.Ledger_ByAccount_read.service_namespace

  target_tracking_scaling_policy_configuration {
    predefined_metric_specification {
      predefined_metric_type = "DynamoDBReadCapacityUtilization"
    }
    target_value = 65
  }
}

resource "aws_appautoscaling_target" "Ledger_ByAccount_write" {
  min_capacity       = 2
  max_capacity       = 6
  resource_id        = "table/${aws_dynamodb_table.Ledger.name}/index/ByAccount"
  scalable_dimension = "dynamodb:index:WriteCapacityUnits"
  service_namespace  = "dynamodb"
}

resource "aws_appautoscaling_policy" "Ledger_ByAccount_write" {
  name               = "DynamoDBWriteCapacityUtilization:${aws_appautoscaling_target.Ledger_ByAccount_write.resource_id}"
  policy_type        = "TargetTrackingScaling"
  resource_id        = aws_appautoscaling_target.Ledger_ByAccount_write.resource_id
  scalable_dimension = aws_appautoscaling_target.Ledger_ByAccount_write.scalable_dimension
  service_namespace  = aws_appautoscaling_target.Ledger_ByAccount_write.service_namespace

  target_tracking_scaling_policy_configuration {
    predefined_metric_specification {
      predefined_metric_type = "DynamoDBWriteCapacityUtilization"
    }
    target_value = 65
  }
}

resource "aws_dynamodb_contributor_insights" "Ledger_eu-west-1_insights" {
  region     = "eu-west-1"
  table_name = aws_dynamodb_table.Ledger.name
}

resource "aws_appautoscaling_target" "Ledger_eu-west-1_read" {
  region             = "eu-west-1"
  min_capacity       = 10
  max_capacity       = 100
  resource_id        = "table/${aws_dynamodb_table.Ledger.name}"
  scalable_dimension = "dynamodb:table:ReadCapacityUnits"
  service_namespace  = "dynamodb"
}

resource "aws_appautoscaling_policy" "Ledger_eu-west-1_read" {
  region             = "eu-west-1"
  name               = "DynamoDBReadCapacityUtilization:${aws_appautoscaling_target.Ledger_eu-west-1_read.resource_id}"
  policy_type        = "TargetTrackingScaling"
  resource_id        = aws_appautoscaling_target.Ledger_eu-west-1_read.resource_id
  scalable_dimension = aws_appautoscaling_target.Ledger_eu-west-1_read.scalable_dimension
  service_namespace  = aws_appautoscaling_target.Ledger_eu-west-1_read.service_namespace

  target_tracking_scaling_policy_configuration {
    predefined_metric_specification {
      predefined_metric_type = "DynamoDBReadCapacityUtilization"
    }
    target_value = 40
  }
}

resource "aws_appautoscaling_target" "Ledger_eu-west-1_write" {
  region             = "eu-west-1"
  min_capacity       = 5
  max_capacity       = 25
  resource_id        = "table/${aws_dynamodb_table.Ledger.name}"
  scalable_dimension = "dynamodb:table:WriteCapacityUnits"
  service_namespace  = "dynamodb"
}

resource "aws_appautoscaling_policy" "Ledger_eu-west-1_write" {
  region             = "eu-west-1"
  name               = "DynamoDBWriteCapacityUtilization:${aws_appautoscaling_target.Ledger_eu-west-1_write.resource_id}"
  policy_type        = "TargetTrackingScaling"
  resource_id        = aws_appautoscaling_target.Ledger_eu-west-1_write.resource_id
  scalable_dimension = aws_appautoscaling_target.Ledger_eu-west-1_write.scalable_dimension
  service_namespace  = aws_appautoscaling_target.Ledger_eu-west-1_write.service_namespace

  target_tracking_scaling_policy_configuration {
    predefined_metric_specification {
      predefined_metric_type = "DynamoDBWriteCapacityUtilization"
    }
    target_value = 70
  }
}

resource "aws_appautoscaling_target" "Ledger_eu-west-1_ByAccount_read" {
  region             = "eu-west-1"
  min_capacity       = 3
  max_capacity       = 9
  resource_id        = "table/${aws_dynamodb_table.Ledger.name}/index/ByAccount"
  scalable_dimension = "dynamodb:index:ReadCapacityUnits"
  service_namespace  = "dynamodb"
}

resource "aws_appautoscaling_policy" "Ledger_eu-west-1_ByAccount_read" {
  region             = "eu-west-1"
  name               = "DynamoDBReadCapacityUtilization:${aws_appautoscaling_target.Ledger_eu-west-1_ByAccount_read.resource_id}"
  policy_type        = "TargetTrackingScaling"
  resource_id        = aws_appautoscaling_target.Ledger_eu-west-1_ByAccount_read.resource_id
  scalable_dimension = aws_appautoscaling_target.Ledger_eu-west-1_ByAccount_read.scalable_dimension
  service_namespace  = aws_appautoscaling_target.Ledger_eu-west-1_ByAccount_read.service_namespace

  target_tracking_scaling_policy_configuration {
    predefined_metric_specification {
      predefined_metric_type = "DynamoDBReadCapacityUtilization"
    }
    target_value = 45
  }
}

resource "aws_appautoscaling_target" "Ledger_eu-west-1_ByAccount_write" {
  region             = "eu-west-1"
  min_capacity       = 2
  max_capacity       = 6
  resource_id        = "table/${aws_dynamodb_table.Ledger.name}/index/ByAccount"
  scalable_dimension = "dynamodb:index:WriteCapacityUnits"
  service_namespace  = "dynamodb"
}

resource "aws_appautoscaling_policy" "Ledger_eu-west-1_ByAccount_write" {
  region             = "eu-west-1"
  name               = "DynamoDBWriteCapacityUtilization:${aws_appautoscaling_target.Ledger_eu-west-1_ByAccount_write.resource_id}"
  policy_type        = "TargetTrackingScaling"
  resource_id        = aws_appautoscaling_target.Ledger_eu-west-1_ByAccount_write.resource_id
  scalable_dimension = aws_appautoscaling_target.Ledger_eu-west-1_ByAccount_write.scalable_dimension
  service_namespace  = aws_appautoscaling_target.Ledger_eu-west-1_ByAccount_write.service_namespace

  target_tracking_scaling_policy_configuration {
    predefined_metric_specification {
      predefined_metric_type = "DynamoDBWriteCapacityUtilization"
    }
    target_value = 65
  }
}
